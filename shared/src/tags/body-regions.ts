/**
 * Regions of the body surface and parts a pathologist names when saying where a finding is
 * ("on the outer aspect of the right thigh", "20 cm below the left armpit"). A place said after a
 * wound, bruise or mark names its location field only when it holds one of these words, so
 * "a wound in keeping with a knife" or "a bruise at autopsy" is never read as a place.
 */
export const BODY_REGIONS: ReadonlySet<string> = new Set([
  // head and neck
  'head', 'scalp', 'forehead', 'brow', 'eyebrow', 'eyelid', 'eye', 'temple', 'temporal', 'parietal', 'occipital', 'frontal',
  'vertex', 'crown', 'face', 'cheek', 'nose', 'nostril', 'lip', 'mouth', 'chin', 'jaw', 'mandible', 'maxilla', 'ear',
  'mastoid', 'neck', 'throat', 'nape', 'larynx', 'submandibular', 'occiput',
  // trunk
  'chest', 'thorax', 'breast', 'nipple', 'sternum', 'sternal', 'clavicle', 'collarbone', 'shoulder', 'armpit', 'axilla',
  'axillary', 'back', 'loin', 'flank', 'abdomen', 'abdominal', 'belly', 'umbilicus', 'navel', 'groin', 'inguinal', 'pubic',
  'pubis', 'hip', 'buttock', 'sacrum', 'sacral', 'coccyx', 'perineum', 'scapula', 'scapular', 'spine', 'costal', 'rib',
  'epigastrium', 'epigastric', 'hypochondrium', 'iliac', 'lumbar', 'midline', 'trunk', 'torso', 'waist', 'genitalia',
  'scrotum', 'penis', 'vulva', 'anus',
  // limbs
  'arm', 'elbow', 'forearm', 'wrist', 'hand', 'palm', 'thumb', 'finger', 'fingers', 'knuckle', 'thenar', 'hypothenar',
  'leg', 'thigh', 'knee', 'shin', 'calf', 'ankle', 'foot', 'feet', 'heel', 'sole', 'toe', 'toes', 'popliteal', 'cubital',
  'antecubital', 'deltoid', 'limb',
])
