// FWB/16 and FWB/17 specimens written for this project from Cargo-IMP's syntax (docs/cimp.md, FWB):
// good ones with what they say in the tests, bad ones each with its fault and line. Lines end in
// LF here; the tests try CRLF and a Type B envelope.

/** An e-AWB from Vnukovo to Yerevan, prepaid, with every party, one rate line and customs data. */
export const FWB_VKO_EVN = `FWB/16
298-45182336VKOEVN/T10K250.5/MC1.2
FLT/UT561/15
RTG/EVNUT
SHP/1020304
/OOO AVIAZAPCHAST
/UL. TVERSKAYA 12 STR. 1
/MOSCOW/MOW
/RU/125009/TE/74951234567
CNE
/ARMAERO SERVICE LLC
/12 ARSHAKUNYATS AVE
/YEREVAN
/AM/0023/TE/37410123456
AGT//1234567/0012
/UT CARGO AGENT VKO
/MOSCOW
SSR/DO NOT STACK. KEEP DRY
NFY/ARMAERO SERVICE LLC
/12 ARSHAKUNYATS AVE
/YEREVAN
/AM
ACC/GEN/FREIGHT PREPAID
CVD/RUB/PP/PP/NVD/NCV/XXX
RTD/1/P10/K250.5/CN/W260/R45.5/T11830
/NG/SPARE PARTS
/2/ND/K250.5/CMT120-80-60/10
/3/NV/MC1.2
/4/NH/840991
OTH/P/MYC1300
/P/AWC500
PPD/WT11830
/OC1800/CT13630
CER/I.PETROV
ISU/14NOV24/MOSCOW/A.SIDOROVA
OSI/CONSIGNEE TO BE NOTIFIED ON ARRIVAL
REF/VKOFMUT/FWB0001
SPH/EAW/GEN
OCI/RU/SHP/T/7701234567
/AM/CNE/T/01234567
`;

/** FWB/17 from Surgut to St Petersburg via Vnukovo, all collect, two rate lines, a declared value and the shipment reference. */
export const FWB_SGC_LED = `FWB/17
298-60012341SGCLED/T3K762.5/MC4.25
FLT/UT478/28/UT304/29
RTG/VKOUT/LEDUT
SHP
/SURGUTNEFTEGAZ SUPPLY
/UL. KUKUEVITSKOGO 1
/SURGUT/KHM
/RU/628415
CNE/7812345
/NEVA MACHINERY JSC
/NABEREZHNAYA 5
/SAINT PETERSBURG
/RU/190000/FX/78121234567
AGT/UTA0042/7654321
/SIBCARGO SERVICE
/SURGUT
SSR/HEAVY PIECE 500 KG - FORKLIFT NEEDED
/CALL CONSIGNEE BEFORE DELIVERY
ACC/GEN/COLLECT AT DESTINATION
/CRN/AGREEMENT 12-2024
CVD/RUB/CC/CC/1500000/NCV/XXX
RTD/1/P1/K500/CC/S4416/W500/R95.5/T47750
/NG/PUMP UNIT
/2/ND/K500/CMT150-100-120/1
RTD/2/P2/K262.5/CN/W310/R110/T34100
/NG/PUMP PARTS
/2/NV/MC2.45
/3/NS/24
OTH/C/MYC4125.5
/C/SCC810
/C/AWA350
COL/WT81850/VC3000
/OA350/OC4935.5/CT90135.5
ISU/27NOV24/SURGUT/SIBCARGO
SPH/HEA
SRI/SGC2411270001/PROJECT/PUMPS
`;

/** The least an FWB may say: the consignment, routing, shipper, consignee, charges, a rate and the execution. */
export const FWB_MINIMAL = `FWB/16
298-12345675HMATJM/T1K5
RTG/TJMUT
SHP
/IVANOV IVAN
/UL. LENINA 1
/KHANTY-MANSIYSK
/RU
CNE
/PETROVA ANNA
/UL. RESPUBLIKI 10
/TYUMEN
/RU
CVD/RUB//PP/NVD/NCV/XXX
RTD/1/P1/K5/CM/T1500
/NG/DOCUMENTS
ISU/02DEC24/KHANTY-MANSIYSK
`;

const minimal = (from: string, to: string): string => {
  if (!FWB_MINIMAL.includes(from)) throw new Error(`specimen: "${from}" not in FWB_MINIMAL`);
  return FWB_MINIMAL.replace(from, to);
};

export const FWB_BAD = {
  /** 1234567 mod 7 is 5, not 6. */
  checkDigit: { text: minimal('298-12345675', '298-12345676'), fault: 'awb-check-digit', line: 2 },
  /** No consignment detail: RTG straight after the header. */
  noConsignment: { text: minimal('298-12345675HMATJM/T1K5\n', ''), fault: 'missing-mandatory-line', line: 2 },
  /** No charge declarations: expected before the RTD line. */
  noCvd: { text: minimal('CVD/RUB//PP/NVD/NCV/XXX\n', ''), fault: 'missing-mandatory-line', line: 14 },
  /** No carrier's execution: named at the last line. */
  noIsu: { text: minimal('ISU/02DEC24/KHANTY-MANSIYSK\n', ''), fault: 'missing-mandatory-line', line: 16 },
  /** A part shipment: an FWB describes the whole consignment. */
  partShipment: { text: minimal('/T1K5', '/P1K5/T2'), fault: 'bad-element', line: 2 },
  /** Rate class Z does not exist. */
  rateClass: { text: minimal('/CM/', '/CZ/'), fault: 'bad-element', line: 15 },
  /** A comma for the decimal point in the declared value. */
  amount: { text: minimal('/PP/NVD/', '/PP/1500,5/'), fault: 'bad-element', line: 14 },
  /** The shipper without its country line. */
  shipperCountry: { text: minimal('/KHANTY-MANSIYSK\n/RU\n', '/KHANTY-MANSIYSK\n'), fault: 'bad-element', line: 7 },
  /** The consignee before the shipper. */
  order: { text: minimal('SHP\n/IVANOV IVAN\n/UL. LENINA 1\n/KHANTY-MANSIYSK\n/RU\nCNE\n/PETROVA ANNA\n/UL. RESPUBLIKI 10\n/TYUMEN\n/RU\n', 'CNE\n/PETROVA ANNA\n/UL. RESPUBLIKI 10\n/TYUMEN\n/RU\nSHP\n/IVANOV IVAN\n/UL. LENINA 1\n/KHANTY-MANSIYSK\n/RU\n'), fault: 'unexpected-line', line: 9 },
  /** The shipment reference is FWB/17's. */
  sriIn16: { text: `${FWB_MINIMAL}SRI/HMA0001\n`, fault: 'unexpected-line', line: 18 },
  /** A customs origin line, which the cabinet does not keep. */
  customsOrigin: { text: `${FWB_MINIMAL}COR/X\n`, fault: 'unexpected-line', line: 18 },
  /** A fourth SSR line. */
  ssrLines: { text: minimal('CVD/', 'SSR/ONE\n/TWO\n/THREE\n/FOUR\nCVD/'), fault: 'unexpected-line', line: 17 },
  /** Lower-case letters. */
  lowerCase: { text: minimal('/IVANOV IVAN', '/Ivanov Ivan'), fault: 'bad-character', line: 5 },
  /** A goods line past 69 characters. */
  longLine: { text: minimal('/NG/DOCUMENTS', `/NG/${'DOCUMENTS '.repeat(7)}`), fault: 'line-too-long', line: 16 },
  /** Past 3,500 characters. */
  tooLong: { text: minimal('/NG/DOCUMENTS\n', `/NG/DOCUMENTS\n${'OSI/PLEASE NOTE THIS LONG REMARK ABOUT THE SHIPMENT\n'.repeat(70)}`), fault: 'message-too-long', line: 0 },
  /** FWB/15 is older than the cabinet reads. */
  oldVersion: { text: minimal('FWB/16', 'FWB/15'), fault: 'unsupported-version', line: 1 },
} as const;
