import type { SeedModule } from '../types'

export const transportationInjuries: SeedModule = {
  name: 'Transportation Injuries',
  chapters: [
    {
      id: 'mod-transport',
      title: 'Transportation Injuries',
      content: `
<p>The decedent was the {{road_user_type}} in a road traffic collision. Injuries are described by the phase of
the collision in which they were most likely sustained. The collision investigator’s report and the vehicle
examination should be read alongside these findings.</p>`,
    },
  ],
  children: [
    {
      name: 'Pedestrian',
      chapters: [
        {
          id: 'mod-pedestrian',
          title: 'Pedestrian Injuries',
          content: `
<p><strong>Primary impact:</strong> A bumper injury is present on the (left/right) leg, its centre
{{bumper_injury_height}} above the heel, with a wedge-shaped fracture of the tibia whose base indicates impact
from the <em>…</em> side.</p>
<p><strong>Secondary impact:</strong> Injuries on {{wound_location}} correspond to contact with the bonnet and
windscreen. <strong>Tertiary impact:</strong> Abrasions and a head injury correspond to contact with the
road surface.</p>
<p>Braking lowers the bumper height, so the measured height should be compared with the unladen height of the
vehicle’s bumper.</p>`,
        },
      ],
    },
    {
      name: 'Driver',
      chapters: [
        {
          id: 'mod-driver',
          title: 'Driver Injuries',
          content: `
<p>A seat belt mark is {{seat_belt_mark}}, running diagonally from the (left/right) shoulder across the chest to the
opposite hip. Injuries on {{wound_location}} correspond to contact with the steering wheel and the dashboard.</p>
<p>Fractures and dislocations of the knees, femora and hips are typical of the lower limbs striking the
dashboard. Injuries to the palms and wrists reflect gripping the steering wheel at impact.</p>`,
        },
      ],
    },
    {
      name: 'Vehicle Passenger',
      chapters: [
        {
          id: 'mod-passenger',
          title: 'Passenger Injuries',
          content: `
<p>A seat belt mark is {{seat_belt_mark}}, running from the (left/right) shoulder across the chest to the
opposite hip, the mirror image of a driver’s mark. Injuries on {{wound_location}} correspond to contact with the
interior of the vehicle.</p>
<p>An unrestrained rear seat passenger may be projected forward onto the front seats or ejected; the pattern of
injuries is compared with the occupant’s seating position.</p>`,
        },
      ],
    },
    {
      name: 'Motorcyclist',
      chapters: [
        {
          id: 'mod-motorcyclist',
          title: 'Motorcyclist Injuries',
          content: `
<p>A crash helmet was <em>worn / not worn</em> and was retained for examination. There is a ring fracture of the
skull base around the foramen magnum, typical of an impact on the vertex or the chin transmitted through the
spine.</p>
<p>Injuries on {{wound_location}} correspond to contact with the other vehicle and with the road. Injuries to the
inner thighs and pelvis reflect contact with the fuel tank and handlebars.</p>`,
        },
      ],
    },
  ],
}

export const fallsFromHeight: SeedModule = {
  name: 'Falls from Height',
  chapters: [
    {
      id: 'mod-fall',
      title: 'Fall from Height',
      content: `
<p>The decedent reportedly fell from a height of {{fall_height}} onto <em>describe the landing surface</em>.</p>
<p>External injuries are relatively slight compared with the internal injuries. The injuries are concentrated
on {{wound_location}}, indicating the part of the body that struck the ground first. There are <em>describe
the skull, spinal, pelvic and limb fractures</em> and lacerations of the aorta, liver and spleen, typical of
deceleration.</p>
<p>Injuries that do not fit the fall, such as defence injuries or grip marks on the arms, are specifically looked
for and their absence is recorded.</p>`,
    },
  ],
}
