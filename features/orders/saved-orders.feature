Feature: Saved orders
  Trade buyers assemble the same job orders again and again, and prepare
  orders before a purchase order number is approved. A signed-in buyer saves
  the cart as a draft under a name, with a purchase order and notes if they
  have them, and uses it again later.

  Rules:
    - A draft needs a name: "Name is required". The name is at most 255
      characters once spaces at either end are dropped. The purchase order and
      notes may be left empty.
    - A draft keeps the cart's lines as they were: the product and finish, the
      quantity, single or by the case.
    - A draft is always shown at today's prices for the buyer's account type,
      whatever the prices were when it was saved, with the shop's usual rules
      (a whole number of cases is 5% off per unit, a pair product ships two
      units for each pair).
    - A line whose product is no longer sold stays in the draft and is named
      to the buyer; it adds nothing to the total and never goes into the cart.
    - "Use this order" puts the draft's lines into the cart. A cart that
      already holds lines is either replaced by the draft's lines, or the
      draft's lines are added to it (the same product, finish and ordering
      add up on one line). The checkout then starts with the draft's purchase
      order and notes.
    - A draft belongs to the account that saved it: any other account is told
      "Saved order not found".

  Scenario: A dealer saves a 3-line cart with the purchase order JOB-114
    Given "dealer@demo.test" is signed in
    And the cart holds 3 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the cart holds 1 x "Cascade Brushed Nickel Dome Path Light 4W 3000K" in "Brushed Nickel, 3000K" ordered as case
    And the cart holds 2 x "TS-B301 Tree Strap Spot Pair" in "Bronze" ordered as single
    When the buyer saves the cart as a draft named "Riverside job" with the purchase order "JOB-114"
    Then the buyer sees "Saved Riverside job to your saved orders"
    And the saved orders list shows:
      | name          | purchase order | lines | total today |
      | Riverside job | JOB-114        | 3     | $1,879.25   |

  Scenario Outline: A draft named with <name> is refused before anything is saved
    Given "dealer@demo.test" is signed in
    And the cart holds 3 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    When the buyer saves the cart as a draft named with <name>
    Then the buyer sees "<message>"
    And the saved orders list holds 0 drafts

    Examples:
      | name        | message                             |
      | nothing     | Name is required                    |
      | only spaces | Name is required                    |
      | 256 letters | Name must be at most 255 characters |

  Scenario Outline: A draft named with <name> is saved
    Given "dealer@demo.test" is signed in
    And the cart holds 3 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    When the buyer saves the cart as a draft named with <name>
    Then the saved orders list holds 1 draft, named with 255 letters

    Examples:
      | name                                  |
      | 255 letters                           |
      | 255 letters and a space at either end |

  Scenario Outline: A draft saved at old prices is reopened at today's prices for the <buyer>
    Given "<buyer>" saved a draft "Barton Creek" at these prices of the day:
      | product                                         | finish                | quantity | ordered as | unit price then |
      | Aurora Path Light 2W 2700K                      | Bronze                | 3        | single     | $59.90          |
      | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 1        | case       | $80.00          |
    When "<buyer>" opens the saved order "Barton Creek"
    Then its lines are priced:
      | product                                         | unit price     | line total     |
      | Aurora Path Light 2W 2700K                      | <aurora price> | <aurora total> |
      | Cascade Brushed Nickel Dome Path Light 4W 3000K | <case price>   | <case total>   |
    And its total at today's prices is <total>

    Examples:
      | buyer                 | aurora price | aurora total | case price | case total | total     |
      | dealer@demo.test      | $67.32       | $201.96      | $83.334    | $1,000.01  | $1,201.97 |
      | distributor@demo.test | $57.42       | $172.26      | $71.079    | $852.95    | $1,025.21 |

  Scenario: A line no longer sold is named, kept, and left out of the total and the cart
    Given "dealer@demo.test" saved a draft "Entry bollards" at these prices of the day:
      | product                    | finish | quantity | ordered as | unit price then |
      | Aurora Path Light 2W 2700K | Bronze | 3        | single     | $67.32          |
      | Prairie Bollard 6W 3000K   | Brass  | 2        | single     | $291.72         |
    When "dealer@demo.test" opens the saved order "Entry bollards"
    Then the buyer sees "No longer available: Prairie Bollard 6W 3000K (Brass)"
    And its lines are priced:
      | product                    | unit price          | line total          |
      | Aurora Path Light 2W 2700K | $67.32              | $201.96             |
      | Prairie Bollard 6W 3000K   | no longer available | no longer available |
    And its total at today's prices is $201.96
    When the buyer uses the saved order, replacing the cart
    Then the cart now holds at today's prices:
      | product                    | finish | quantity | ordered as | line total |
      | Aurora Path Light 2W 2700K | Bronze | 3        | single     | $201.96    |

  Scenario: Using a saved order in a cart that holds lines, replacing them
    Given "dealer@demo.test" saved a draft "Riverside job" with the purchase order "JOB-114" and these lines:
      | product                                         | finish                | quantity | ordered as |
      | Aurora Path Light 2W 2700K                      | Bronze                | 3        | single     |
      | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 1        | case       |
    And the cart holds 2 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the cart holds 1 x "TS-B301 Tree Strap Spot Pair" in "Bronze" ordered as single
    When "dealer@demo.test" opens the saved order "Riverside job"
    And the buyer uses the saved order, replacing the cart
    Then the cart now holds at today's prices:
      | product                                         | finish                | quantity | ordered as | line total |
      | Aurora Path Light 2W 2700K                      | Bronze                | 3        | single     | $201.96    |
      | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 1        | case       | $1,000.01  |
    And the checkout starts with the purchase order "JOB-114"

  Scenario: Using a saved order in a cart that holds lines, adding to them
    Given "dealer@demo.test" saved a draft "Riverside job" with the purchase order "JOB-114" and these lines:
      | product                                         | finish                | quantity | ordered as |
      | Aurora Path Light 2W 2700K                      | Bronze                | 3        | single     |
      | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 1        | case       |
    And the cart holds 2 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the cart holds 1 x "TS-B301 Tree Strap Spot Pair" in "Bronze" ordered as single
    When "dealer@demo.test" opens the saved order "Riverside job"
    And the buyer uses the saved order, adding to the cart
    Then the cart now holds at today's prices:
      | product                                         | finish                | quantity | ordered as | line total |
      | Aurora Path Light 2W 2700K                      | Bronze                | 5        | single     | $336.60    |
      | TS-B301 Tree Strap Spot Pair                    | Bronze                | 1        | single     | $338.64    |
      | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 1        | case       | $1,000.01  |
    And the checkout starts with the purchase order "JOB-114"

  Scenario: Another account's draft is not found
    Given "distributor@demo.test" saved a draft "Distributor stock" with the purchase order "" and these lines:
      | product                    | finish | quantity | ordered as |
      | Aurora Path Light 2W 2700K | Bronze | 10       | single     |
    When "dealer@demo.test" opens the saved order "Distributor stock"
    Then the buyer sees "Saved order not found"
