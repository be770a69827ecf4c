import { ACK_BAD, FMA_BARE, FMA_FWB, FNA_FFM, FNA_FWB } from './ack';
import { FBL_BAD, FBL_PART, FBL_VKO_EVN } from './fbl';
import { FFA_BAD, FFA_CANCEL, FFA_SGC_EVN, FFA_UNABLE, FFA_WAITLIST } from './ffa';
import { FFM_BAD, FFM_PART_ONE, FFM_VKO_EVN } from './ffm';
import { FFR_ALLOTMENT, FFR_BAD, FFR_CANCEL, FFR_SGC_EVN, FFR_SOLD } from './ffr';
import { FSU_BAD, FSU_DELIVERY, FSU_DEP, FSU_OTHERS, FSU_PART, FSU_RCS } from './fsu';
import { FWB_BAD, FWB_MINIMAL, FWB_SGC_LED, FWB_VKO_EVN } from './fwb';

// Every specimen by name: the server's tests, the command line's examples and the benchmark read
// them from here.

export const GOOD_SPECIMENS: Record<string, string> = {
  FFM_VKO_EVN,
  FFM_PART_ONE,
  FBL_VKO_EVN,
  FBL_PART,
  FWB_VKO_EVN,
  FWB_SGC_LED,
  FWB_MINIMAL,
  FFR_SGC_EVN,
  FFR_ALLOTMENT,
  FFR_CANCEL,
  FFR_SOLD,
  FFA_SGC_EVN,
  FFA_WAITLIST,
  FFA_UNABLE,
  FFA_CANCEL,
  FSU_RCS,
  FSU_DEP,
  FSU_DELIVERY,
  FSU_PART,
  FSU_OTHERS,
  FMA_FWB,
  FMA_BARE,
  FNA_FWB,
  FNA_FFM,
};

export interface BadSpecimen {
  text: string;
  fault: string;
  line: number;
}

export const BAD_SPECIMENS: Record<string, BadSpecimen> = Object.fromEntries(
  Object.entries({ FFM: FFM_BAD, FBL: FBL_BAD, FWB: FWB_BAD, FFR: FFR_BAD, FFA: FFA_BAD, FSU: FSU_BAD, ACK: ACK_BAD }).flatMap(([type, bad]) =>
    Object.entries(bad as Record<string, BadSpecimen>).map(([name, specimen]) => [`${type} ${name}`, specimen]),
  ),
);
