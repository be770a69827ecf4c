// UTair's demo timetable: the lines of its network through the Tyumen, Surgut and Moscow Vnukovo
// hubs, each way with its flight number, local departure time and block time (minutes), the type
// that flies it and its days of the week (none: daily). Northern feeders reach the hubs in the
// morning in time for the trunk flights (Nizhnevartovsk 07:00 → Tyumen 08:40, on to Ufa at 11:00);
// two international lines (Yerevan, Bishkek) carry customs' preliminary informing.

export interface Way {
  number: string;
  /** Local departure time, HH:MM. */
  std: string;
  /** Block time, minutes. */
  block: number;
}

export interface Line {
  from: string;
  to: string;
  type: string;
  out: Way;
  back: Way;
  weekdays?: number[];
}

const line = (from: string, to: string, type: string, out: [string, string], back: [string, string], block: number, weekdays?: number[]): Line => ({
  from,
  to,
  type,
  out: { number: out[0], std: out[1], block },
  back: { number: back[0], std: back[1], block },
  ...(weekdays ? { weekdays } : {}),
});

export const LINES: readonly Line[] = [
  // Moscow trunks, twice a day where the demand is.
  line('VKO', 'SGC', '738', ['103', '09:10'], ['104', '06:20'], 195),
  line('VKO', 'SGC', '738', ['105', '21:40'], ['106', '16:30'], 195),
  line('VKO', 'TJM', '738', ['303', '08:40'], ['304', '07:05'], 165),
  line('VKO', 'TJM', '738', ['305', '22:40'], ['306', '15:15'], 165),
  line('VKO', 'NJC', '738', ['111', '10:05'], ['112', '15:40'], 200),
  line('VKO', 'NJC', '738', ['113', '23:15'], ['114', '08:10'], 200, [1, 3, 5, 7]),
  line('VKO', 'HMA', '735', ['107', '11:30'], ['108', '17:45'], 180),
  line('VKO', 'NUX', '738', ['121', '12:20'], ['122', '19:05'], 210),
  line('VKO', 'SLY', '735', ['129', '13:15'], ['130', '19:50'], 195),
  line('VKO', 'NOJ', '735', ['141', '14:00'], ['142', '20:35'], 200, [2, 4, 6]),
  line('VKO', 'AER', '738', ['155', '07:25'], ['156', '12:10'], 150),
  line('VKO', 'AER', '738', ['157', '16:50'], ['158', '21:30'], 150),
  line('VKO', 'LED', '738', ['375', '08:15'], ['376', '11:05'], 85),
  line('VKO', 'UFA', '735', ['161', '09:45'], ['162', '13:30'], 130),
  line('VKO', 'MRV', '738', ['171', '10:35'], ['172', '15:05'], 130),
  line('VKO', 'KRR', '738', ['181', '06:55'], ['182', '11:40'], 140),
  line('VKO', 'KZN', '735', ['191', '07:40'], ['192', '11:10'], 95),
  line('VKO', 'SVX', '738', ['131', '15:30'], ['132', '06:45'], 150),
  line('VKO', 'OVB', '738', ['145', '17:20'], ['146', '07:50'], 240),
  line('VKO', 'HMA', '735', ['109', '21:10'], ['110', '08:05'], 180, [1, 3, 5, 7]),
  line('VKO', 'NUX', '738', ['123', '23:30'], ['124', '08:40'], 210, [2, 4, 6]),
  // Tyumen and Surgut: the western Siberian hubs.
  line('TJM', 'SGC', 'AT7', ['202', '07:20'], ['201', '06:10'], 75),
  line('TJM', 'SGC', 'AT7', ['204', '18:30'], ['203', '16:40'], 75),
  line('TJM', 'HMA', 'AT7', ['222', '12:10'], ['221', '07:30'], 75),
  line('TJM', 'NJC', 'AT7', ['241', '12:30'], ['242', '07:00'], 100),
  line('TJM', 'SLY', 'AT7', ['413', '10:20'], ['414', '14:10'], 110),
  line('TJM', 'NUX', 'AT7', ['431', '09:50'], ['432', '13:55'], 135),
  line('TJM', 'LED', '738', ['367', '10:50'], ['368', '17:20'], 190),
  line('TJM', 'KZN', '735', ['335', '11:20'], ['336', '16:00'], 130, [1, 2, 4, 5, 6]),
  line('TJM', 'UFA', '735', ['345', '11:00'], ['346', '15:20'], 95),
  line('TJM', 'NJC', 'AT7', ['243', '19:10'], ['244', '16:30'], 100),
  line('TJM', 'SVX', 'AT7', ['311', '08:10'], ['312', '10:20'], 55),
  line('TJM', 'OVB', '735', ['357', '13:10'], ['358', '17:40'], 160),
  line('TJM', 'AER', '738', ['393', '12:40'], ['394', '17:55'], 235, [3, 6, 7]),
  line('SGC', 'NUX', 'AT7', ['451', '09:40'], ['452', '13:25'], 95),
  line('SGC', 'SVX', '735', ['591', '08:30'], ['592', '12:10'], 95),
  line('SGC', 'KJA', '735', ['465', '13:40'], ['466', '18:05'], 170, [1, 3, 5]),
  line('SGC', 'OVB', 'AT7', ['487', '10:15'], ['488', '14:45'], 150, [2, 4, 6, 7]),
  line('SGC', 'KZN', '735', ['535', '12:50'], ['536', '17:30'], 150),
  line('SGC', 'HMA', 'AT7', ['231', '15:10'], ['232', '17:20'], 60, [1, 2, 3, 4, 5]),
  line('SGC', 'UFA', '735', ['525', '07:50'], ['526', '11:30'], 130),
  line('SGC', 'LED', '738', ['385', '07:35'], ['386', '15:55'], 215),
  line('SGC', 'AER', '738', ['517', '07:10'], ['518', '14:25'], 250, [1, 4, 6]),
  // International: the schedule's customs legs.
  line('VKO', 'EVN', '738', ['561', '09:25'], ['562', '14:20'], 190),
  line('SGC', 'FRU', '735', ['573', '11:45'], ['574', '17:10'], 210, [2, 5, 7]),
];

/** Flights of several legs: each leg with its local departure and block time. */
export interface MultiLeg {
  number: string;
  type: string;
  legs: { from: string; to: string; std: string; block: number }[];
  weekdays?: number[];
}

export const MULTI_LEG: readonly MultiLeg[] = [
  {
    number: '117',
    type: '738',
    legs: [
      { from: 'VKO', to: 'SGC', std: '19:30', block: 195 },
      { from: 'SGC', to: 'NUX', std: '02:40', block: 95 },
    ],
  },
  {
    number: '118',
    type: '738',
    legs: [
      { from: 'NUX', to: 'SGC', std: '06:30', block: 95 },
      { from: 'SGC', to: 'VKO', std: '09:20', block: 200 },
    ],
  },
];

/** Days of the seeded timetable: the past week (departed and arrived) and a month ahead. */
export const SEED_DAYS = { past: 7, ahead: 31 } as const;
