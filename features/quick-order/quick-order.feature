Feature: Quick Order: a job list into the cart
  Trade buyers order from job lists and spreadsheets. On Quick Order a
  signed-in buyer pastes a list, types rows or uploads a CSV file; the shop
  reviews every line at the buyer's own prices before anything goes into the
  cart, and says why each line it cannot add is refused.

  Reading a list:
    - One line each: a SKU and a quantity, separated by a space, a comma, a
      semicolon or a tab (two columns copied from a spreadsheet). A third
      column may say the unit: single, case or pair (unit, units and each
      also mean single; plurals and capitals are fine). Without it, the
      product is ordered its usual way: single units, or pairs for a pair
      product.
    - SKUs are compared without spaces and without regard to capitals:
      "lt-001-1" is LT-001-1.
    - Blank lines are left out, and so is a first row that names the columns
      (sku, item, item number or part number; quantity or qty; unit or uom),
      in any order. With such a header the other columns are the file's own,
      so a file the shop exported (SKU, Product, Variant, Ordered, Priced at,
      Unit, Quantity, Units, Unit price, Line total, then its totals) reads
      back: its Unit and Quantity, not the words of Ordered. A row without a
      SKU (a totals row, a blank spreadsheet row) is left out.
    - A quantity is a whole number from 1 to 999. A quantity written with a
      thousands separator (1,000 or 1.000) is refused with its own reason.
    - A list of more than 2,000 lines (its header included, blank lines not
      counted), a file larger than 1 MiB and a file that is not text (a
      workbook, a picture) are refused as a whole, the limit named.

  The review:
    - Each line is priced for the buyer's account type as the cart prices
      it: unit prices to the tenth of a cent, the case price (5% off) on
      whole cases, a pair product counting two units a pair.
    - Each line is worded as every other screen words it: a pair product in
      pairs and the fixtures they hold, "3 pairs (6 fixtures)", at "$169.32
      per fixture · $338.64 per pair"; a case line in cases and the units
      they hold, "1 case of 12 (12 units)"; anything else in units, "11
      units". A line that cannot be added shows the quantity as given.
    - An unknown SKU that is in the name of exactly one product sold (a
      model number such as TS-B301 given for the SKU) is answered with that
      product's SKUs, one a finish. The shop looks up at most 5 such names a
      list.
    - A case can only be asked of a product sold by the case; pairs only of
      a pair product; a pair product asked for in single units needs an even
      number of them (4 fixtures are 2 pairs), and an odd number is refused
      with the whole pairs either side.
    - Lines that make the same cart line (same product, finish, single or by
      the case) are merged into one, their quantities added, and the review
      says which lines were merged. Merged lines over 999 are not added.
    - The review's total is the total of the lines that can be added.
    - Adding puts those lines in the cart exactly as Add to Cart does: the
      same line adds up, never above 999, and nothing already in the cart is
      lost. The buyer is told how many lines were added and how many not,
      and how much of a line the cap of 999 left out.

  In the tables below, ⇥ stands for a tab, and in a list written on one line
  " / " separates its lines. Prices are the demo catalogue's.

  Scenario Outline: A line written "<line as pasted>" reads as <quantity> of <SKU>, unit <unit>
    Given "dealer@demo.test" is signed in
    When the buyer pastes "<line as pasted>"
    Then Quick Order reads these lines:
      | line | SKU   | quantity   | unit   |
      | 1    | <SKU> | <quantity> | <unit> |

    Examples: A SKU and a quantity, four ways
      | line as pasted | SKU      | quantity | unit      |
      | LT-001-1 4     | LT-001-1 | 4        | not given |
      | LT-001-1,4     | LT-001-1 | 4        | not given |
      | LT-001-1;4     | LT-001-1 | 4        | not given |
      | LT-001-1⇥4     | LT-001-1 | 4        | not given |

    Examples: The unit in a third column
      | line as pasted   | SKU      | quantity | unit   |
      | LT-003-1 2 case  | LT-003-1 | 2        | case   |
      | LT-003-1,2,case  | LT-003-1 | 2        | case   |
      | LT-003-1;2;case  | LT-003-1 | 2        | case   |
      | LT-003-1⇥2⇥case  | LT-003-1 | 2        | case   |
      | LT-003-1 2 CASES | LT-003-1 | 2        | case   |
      | LT-051-1 3 pair  | LT-051-1 | 3        | pair   |
      | LT-051-1 6 each  | LT-051-1 | 6        | single |
      | LT-001-1;4;units | LT-001-1 | 4        | single |

    Examples: SKUs and spacing written loosely
      | line as pasted      | SKU      | quantity | unit      |
      | lt-001-1     4      | LT-001-1 | 4        | not given |
      | Lt-001-1, 4         | LT-001-1 | 4        | not given |
      | LT-001-1 , 4        | LT-001-1 | 4        | not given |
      | LT-001-1 ,4         | LT-001-1 | 4        | not given |
      | LT-001-1 ; 4 ; case | LT-001-1 | 4        | case      |
      | LT-001-1⇥4⇥⇥        | LT-001-1 | 4        | not given |
      | LT-001-1 007        | LT-001-1 | 7        | not given |

  Scenario: A header row, blank lines and rows without a SKU are left out
    Given "dealer@demo.test" is signed in
    When the buyer pastes:
      """
      Item Number;Qty;Unit

      LT-001-1;4
      ;12;

      lt-003-1;1;case
      """
    Then Quick Order reads these lines:
      | line | SKU      | quantity | unit      |
      | 3    | LT-001-1 | 4        | not given |
      | 6    | LT-003-1 | 1        | case      |

  Scenario Outline: A header names the columns in any order: <header>
    Given "dealer@demo.test" is signed in
    When the buyer pastes:
      """
      <header>
      <line>
      """
    Then Quick Order reads these lines:
      | line | SKU      | quantity | unit |
      | 2    | LT-003-1 | 2        | case |

    Examples:
      | header                                                        | line                                                                                                    |
      | sku,quantity,unit                                             | LT-003-1,2,case                                                                                         |
      | Quantity;Unit;SKU                                             | 2;case;LT-003-1                                                                                         |
      | UOM⇥Part Number⇥Qty                                           | case⇥LT-003-1⇥2                                                                                         |
      | SKU⇥Product⇥Variant⇥Ordered⇥Priced at⇥Unit⇥Quantity⇥Units⇥Unit price⇥Line total | LT-003-1⇥Cascade Brushed Nickel Dome Path Light 4W 3000K⇥Brushed Nickel, 3000K⇥2 cases of 12 (24 units)⇥$83.334 per unit · $1,000.008 per case⇥case⇥2⇥24⇥83.334⇥2000.02 |

  Scenario Outline: A paste with no order line in it is refused: <what>
    Given "dealer@demo.test" is signed in
    When the buyer pastes "<paste>"
    Then the buyer sees "<message>"

    Examples:
      | what               | paste        | message                                        |
      | nothing            |              | Paste at least one line: a SKU and a quantity. |
      | blank lines        | / /          | Paste at least one line: a SKU and a quantity. |
      | a header alone     | sku,quantity | No lines with a SKU were found.                |
      | rows without a SKU | ,4 / ;2;case | No lines with a SKU were found.                |

  Scenario Outline: A line that cannot be added says why: <why>
    Given "dealer@demo.test" is signed in
    When the buyer pastes "<line as pasted>"
    And the buyer reviews the list
    Then the review shows:
      | SKU   | product   | reason   |
      | <SKU> | <product> | <reason> |
    And the review's total is $0.00

    Examples: The SKU
      | why                                            | line as pasted | SKU      | product                                 | reason                                                                                                        |
      | a SKU the shop does not have                   | LT-999-9 4     | LT-999-9 |                                         | Unknown SKU                                                                                                   |
      | a product no longer sold                       | LT-119-1 4     | LT-119-1 | PowerCore PC-200 Basic Transformer 200W | No longer sold                                                                                                |
      | a model number for a SKU: its product's SKUs   | TS-B301, 3     | TS-B301  |                                         | Unknown SKU: for TS-B301 Tree Strap Spot Pair, give the SKU of its finish: LT-051-1 (Bronze) or LT-051-2 (Black) |
      | a model number in the names of several products | TS-B30 3       | TS-B30   |                                         | Unknown SKU                                                                                                   |

    Examples: The quantity
      | why                                         | line as pasted | SKU      | product                    | reason                                                                       |
      | zero                                        | LT-001-1 0     | LT-001-1 | Aurora Path Light 2W 2700K | Quantity must be a whole number from 1 to 999                                |
      | more than 999                               | LT-001-1 1000  | LT-001-1 | Aurora Path Light 2W 2700K | Quantity must be a whole number from 1 to 999                                |
      | a negative number                           | LT-001-1 -3    | LT-001-1 | Aurora Path Light 2W 2700K | Quantity must be a whole number from 1 to 999                                |
      | a decimal                                   | LT-001-1 2.5   | LT-001-1 | Aurora Path Light 2W 2700K | Quantity must be a whole number from 1 to 999                                |
      | words                                       | LT-001-1 four  | LT-001-1 | Aurora Path Light 2W 2700K | Quantity must be a whole number from 1 to 999                                |
      | no quantity                                 | LT-001-1       | LT-001-1 | Aurora Path Light 2W 2700K | Quantity must be a whole number from 1 to 999                                |
      | a thousands comma                           | LT-001-1 1,000 | LT-001-1 | Aurora Path Light 2W 2700K | Quantity 1,000 has a thousands separator: write a whole number from 1 to 999 |
      | a thousands comma in a comma-separated line | LT-001-1,1,000 | LT-001-1 | Aurora Path Light 2W 2700K | Quantity 1,000 has a thousands separator: write a whole number from 1 to 999 |
      | a thousands point                           | LT-001-1;1.000 | LT-001-1 | Aurora Path Light 2W 2700K | Quantity 1.000 has a thousands separator: write a whole number from 1 to 999 |

    Examples: The unit and the columns
      | why                                             | line as pasted         | SKU      | product                      | reason                                                                                 |
      | a unit the shop does not know                   | LT-001-1 4 box         | LT-001-1 | Aurora Path Light 2W 2700K   | Unit must be single, case or pair                                                      |
      | a case of a product not sold by the case        | LT-001-1 2 case        | LT-001-1 | Aurora Path Light 2W 2700K   | Not sold by the case                                                                   |
      | pairs of a product not sold in pairs            | LT-001-1 2 pair        | LT-001-1 | Aurora Path Light 2W 2700K   | Not sold in pairs                                                                      |
      | an odd number of single units of a pair product | LT-051-1 3 single      | LT-051-1 | TS-B301 Tree Strap Spot Pair | Sold in pairs, 2 fixtures each: 3 fixtures are not a whole number of pairs. Order 1 pair (2 fixtures) or 2 pairs (4 fixtures) |
      | a single unit of a pair product                 | LT-051-1 1 single      | LT-051-1 | TS-B301 Tree Strap Spot Pair | Sold in pairs, 2 fixtures each: 1 fixture is not a whole number of pairs. Order 1 pair (2 fixtures)                           |
      | a fourth column without a header                | LT-001-1,4,case,urgent | LT-001-1 |                              | Too many columns: give a SKU, a quantity and, if needed, a unit (single, case or pair)                                        |

  Scenario: A finish out of stock is not added; the other finish is
    Given "dealer@demo.test" is signed in
    And "Summit Cast Directional Spot 7W 2700K 15°" in "Bronze" is out of stock
    When the buyer pastes "LT-050-1 2 / LT-050-2 2"
    And the buyer reviews the list
    Then the review shows:
      | SKU      | product                                   | variant        | quantity | unit price       | line total | reason       |
      | LT-050-1 | Summit Cast Directional Spot 7W 2700K 15° | Brushed Nickel | 2 units  | $127.16 per unit | $254.32    |              |
      | LT-050-2 | Summit Cast Directional Spot 7W 2700K 15° | Bronze         |          |                  |            | Out of stock |
    And the review's total is $254.32

  Scenario: With no signal, a SKU whose product this device never read is not checked; the other lines are priced
    A contractor in a van reviews a list with no signal. The shop prices what
    it read before, on this device, at the buyer's own prices; a SKU it has
    never looked up is not called unknown: the buyer is asked to review the
    list again once the signal returns.
    Given "dealer@demo.test" is signed in
    And "Summit Cast Directional Spot 7W 2700K 15°" in "Bronze" is out of stock
    And there is no signal, and this device never read the product of "LT-050-1"
    When the buyer pastes "LT-001-1 4 / LT-050-1 2 / LT-050-2 2"
    And the buyer reviews the list
    Then the review shows:
      | SKU      | product                                   | variant | quantity | unit price      | line total | reason                                                                             |
      | LT-001-1 | Aurora Path Light 2W 2700K                | Bronze  | 4 units  | $67.32 per unit | $269.28    |                                                                                    |
      | LT-050-1 |                                           |         |          |                 |            | Can't check this SKU with no signal: review the list again once the signal returns |
      | LT-050-2 | Summit Cast Directional Spot 7W 2700K 15° | Bronze  |          |                 |            | Out of stock                                                                       |
    And the review's total is $269.28
    And the add button reads "Add 1 line to cart"

  Scenario: The same SKU more than once is one line, its quantities added, and the review says so
    Given "dealer@demo.test" is signed in
    When the buyer pastes:
      """
      LT-001-1 4
      LT-003-1 1 case
      lt-001-1 6
      LT-003-1 12
      LT-001-1, 2
      """
    And the buyer reviews the list
    Then the review shows:
      | lines   | SKU      | product                                         | variant               | quantity                | unit price                              | line total | note                             |
      | 1, 3, 5 | LT-001-1 | Aurora Path Light 2W 2700K                      | Bronze                | 12 units                | $67.32 per unit                         | $807.84    | Lines 1, 3 and 5 merged into one |
      | 2       | LT-003-1 | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 1 case of 12 (12 units) | $83.334 per unit · $1,000.008 per case | $1,000.01  |                                  |
      | 4       | LT-003-1 | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 12 units                | $83.334 per unit                        | $1,000.01  |                                  |
    And the review's total is $2,807.86
    And the add button reads "Add 3 lines to cart"

  Scenario: Lines of one SKU that come to more than 999 are not added
    Given "dealer@demo.test" is signed in
    When the buyer pastes "LT-001-1 600 / LT-003-1 1 case / LT-001-1 500"
    And the buyer reviews the list
    Then the review shows:
      | lines | SKU      | quantity                | line total | reason                                               | note                          |
      | 1, 3  | LT-001-1 |                         |            | These lines come to 1,100, more than 999 on one line | Lines 1 and 3 merged into one |
      | 2     | LT-003-1 | 1 case of 12 (12 units) | $1,000.01  |                                                      |                               |
    And the review's total is $1,000.01
    And the add button reads "Add 1 line to cart"

  Scenario: Case and pair units, each line priced to the tenth of a cent as the cart prices it
    Given "dealer@demo.test" is signed in
    When the buyer pastes:
      """
      LT-003-1 1 case
      LT-012-1 12
      LT-009-1 11
      LT-051-1 3
      LT-051-2 4 single
      LT-067-1 2 pairs
      LT-059-1 1 case
      LT-059-3 3
      """
    And the buyer reviews the list
    Then the review shows:
      | SKU      | product                                         | variant               | quantity                  | unit price                               | line total | why                                       |
      | LT-003-1 | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 1 case of 12 (12 units)   | $83.334 per unit · $1,000.008 per case  | $1,000.01  | a case of 12 at the case price            |
      | LT-012-1 | Horizon Brass Mushroom Path Light 2W 2700K      | Brass, 2700K          | 12 units                  | $89.794 per unit                         | $1,077.53  | 12 single units are a whole case          |
      | LT-009-1 | Solstice Black Dome Path Light 3W 2700K         | Black, 2700K          | 11 units                  | $77.52 per unit                          | $852.72    | 11 are not a whole case                   |
      | LT-051-1 | TS-B301 Tree Strap Spot Pair                    | Bronze                | 3 pairs (6 fixtures)      | $169.32 per fixture · $338.64 per pair   | $1,015.92  | pairs, the product's own way              |
      | LT-051-2 | TS-B301 Tree Strap Spot Pair                    | Black                 | 2 pairs (4 fixtures)      | $169.32 per fixture · $338.64 per pair   | $677.28    | 4 single fixtures are 2 pairs             |
      | LT-067-1 | TS-B306 Dual Canopy Downlight Pair              | Brass                 | 2 pairs (4 fixtures)      | $225.08 per fixture · $450.16 per pair   | $900.32    | asked for in pairs                        |
      | LT-059-1 | TS-B302 Tree Mount Spot Pair                    | Bronze                | 1 case of 6 (6 fixtures)  | $180.234 per fixture · $1,081.404 per case | $1,081.40  | a case of a pair product counts fixtures  |
      | LT-059-3 | TS-B302 Tree Mount Spot Pair                    | Black                 | 3 pairs (6 fixtures)      | $180.234 per fixture · $360.468 per pair | $1,081.40  | 3 pairs are 6 fixtures, a whole case      |
    And the review's total is $7,686.58
    And the add button reads "Add 8 lines to cart"

  Scenario Outline: A case is priced for the <buyer>'s account
    Given "<buyer>" is signed in
    When the buyer pastes "LT-003-1 1 case / LT-001-1 3"
    And the buyer reviews the list
    Then the review shows:
      | SKU      | quantity                | unit price                             | line total     |
      | LT-003-1 | 1 case of 12 (12 units) | <case price> per unit · <case> per case | <case total>   |
      | LT-001-1 | 3 units                 | <aurora price> per unit                | <aurora total> |
    And the review's total is <total>

    Examples:
      | buyer                 | case price | case       | case total | aurora price | aurora total | total     |
      | dealer@demo.test      | $83.334    | $1,000.008 | $1,000.01  | $67.32       | $201.96      | $1,201.97 |
      | distributor@demo.test | $71.079    | $852.948   | $852.95    | $57.42       | $172.26      | $1,025.21 |
      | contractor@demo.test  | $100.491   | $1,205.892 | $1,205.89  | $81.18       | $243.54      | $1,449.43 |

  Scenario: Added lines merge into the cart as Add to Cart does, never above 999, and nothing in the cart is lost
    Given "dealer@demo.test" is signed in
    And the cart holds 600 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the cart holds 1 x "Cascade Brushed Nickel Dome Path Light 4W 3000K" in "Brushed Nickel, 3000K" ordered as case
    And the cart holds 2 x "Meridian Brass Hat Path Light 3W" in "2700K" ordered as single
    When the buyer pastes:
      """
      LT-001-1 500
      LT-003-1 1 case
      LT-051-1 2
      LT-999-9 1
      """
    And the buyer reviews the list
    And the buyer adds the reviewed lines to the cart
    Then the buyer sees "3 lines added to your cart. 1 line was not added. LT-001-1: a cart line holds at most 999, so 101 of it were not added."
    And the cart now holds at today's prices:
      | product                                         | finish                | quantity | ordered as | line total |
      | Aurora Path Light 2W 2700K                      | Bronze                | 999      | single     | $67,252.68 |
      | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 2        | case       | $2,000.02  |
      | Meridian Brass Hat Path Light 3W                | 2700K                 | 2        | single     | $155.04    |
      | TS-B301 Tree Strap Spot Pair                    | Bronze                | 2        | single     | $677.28    |

  Scenario Outline: After adding, the buyer is told what happened: <message>
    Given "dealer@demo.test" is signed in
    When the buyer pastes "<list>"
    And the buyer reviews the list
    And the buyer adds the reviewed lines to the cart
    Then the buyer sees "<message>"

    Examples:
      | list                                                   | message                                             |
      | LT-001-1 2                                             | 1 line added to your cart.                          |
      | LT-001-1 2 / LT-003-1 1 case                           | 2 lines added to your cart.                         |
      | LT-001-1 2 / LT-999-9 1                                | 1 line added to your cart. 1 line was not added.    |
      | LT-001-1 2 / LT-003-1 1 case / LT-119-1 1 / LT-001-1 0 | 2 lines added to your cart. 2 lines were not added. |
      | LT-001-1 2 / lt-001-1 3 / LT-999-9 1                   | 1 line added to your cart. 1 line was not added.    |

  Scenario Outline: A file is refused as a whole, its limit named: <file>
    Given "dealer@demo.test" is signed in
    When the buyer uploads <file>
    Then the buyer sees "<message>"

    Examples:
      | file                                           | message                                                                          |
      | a CSV file of 2,001 lines, its header included | This list has more than 2,000 lines. Split it into smaller lists.                |
      | a CSV file of 1 MiB and 1 byte                 | This file is larger than 1 MiB. Split it into smaller files.                     |
      | an Excel workbook                              | This file is not a CSV text file. Save the sheet as CSV (UTF-8) and upload that. |
      | a PNG picture                                  | This file is not a CSV text file. Save the sheet as CSV (UTF-8) and upload that. |
      | a text file saved as UTF-16                    | This file is not a CSV text file. Save the sheet as CSV (UTF-8) and upload that. |

  Scenario Outline: A file just within the limits is read: <file>
    Given "dealer@demo.test" is signed in
    When the buyer uploads <file>
    Then Quick Order reads <count> lines

    Examples:
      | file                                           | count |
      | a CSV file of 2,000 lines, its header included | 1,999 |
      | a CSV file of exactly 1 MiB                    | 1,000 |

  Scenario: A spreadsheet's CSV file with semicolons, quoted cells and a byte order mark
    Given "dealer@demo.test" is signed in
    When the buyer uploads a CSV file, saved with a byte order mark, containing:
      """
      "sku";"quantity";"unit"
      "LT-001-1";"4";""
      "lt-003-1 ";"2";"Case"
      "LT-051-1";"1,000";"pair"
      """
    Then Quick Order reads these lines:
      | line | SKU      | quantity | unit      | problem                                                                      |
      | 2    | LT-001-1 | 4        | not given |                                                                              |
      | 3    | LT-003-1 | 2        | case      |                                                                              |
      | 4    | LT-051-1 |          | pair      | Quantity 1,000 has a thousands separator: write a whole number from 1 to 999 |

  Scenario: A file with the shop's exported columns is read back, its totals rows left out
    Given "dealer@demo.test" is signed in
    When the buyer uploads a CSV file with these rows:
      | SKU      | Product                                         | Variant               | Ordered                  | Priced at                              | Unit | Quantity | Units | Unit price | Line total |
      | LT-003-1 | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 2 cases of 12 (24 units) | $83.334 per unit · $1,000.008 per case | case | 2        | 24    | 83.334     | 2000.02    |
      | LT-051-1 | TS-B301 Tree Strap Spot Pair                    | Bronze                | 3 pairs (6 fixtures)     | $169.32 per fixture · $338.64 per pair | pair | 3        | 6     | 169.32     | 1015.92    |
      |          |                                                 |                       |                          |                                        |      |          |       |            |            |
      |          |                                                 |                       |                          |                                        |      |          |       | Subtotal   | 3015.94    |
      |          |                                                 |                       |                          |                                        |      |          |       | Shipping   | 150.80     |
      |          |                                                 |                       |                          |                                        |      |          |       | Total      | 3166.74    |
    And the buyer reviews the list
    Then the review shows:
      | lines | SKU      | product                                         | variant               | quantity                 | unit price                              | line total |
      | 2     | LT-003-1 | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 2 cases of 12 (24 units) | $83.334 per unit · $1,000.008 per case | $2,000.02  |
      | 3     | LT-051-1 | TS-B301 Tree Strap Spot Pair                    | Bronze                | 3 pairs (6 fixtures)     | $169.32 per fixture · $338.64 per pair  | $1,015.92  |
    And the review's total is $3,015.94

  Scenario: A cart downloaded as CSV, uploaded again into an empty cart, gives the same lines and total
    Given "dealer@demo.test" is signed in
    And the cart holds 3 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the cart holds 1 x "Cascade Brushed Nickel Dome Path Light 4W 3000K" in "Brushed Nickel, 3000K" ordered as case
    And the cart holds 2 x "TS-B301 Tree Strap Spot Pair" in "Bronze" ordered as single
    When the buyer downloads the cart as CSV
    Then the downloaded file's lines read, in the cart's words and in the columns the upload reads:
      | SKU      | Ordered                 | Priced at                              | Unit   | Quantity | Units | Unit price | Line total |
      | LT-001-1 | 3 units                 | $67.32 per unit                        | single | 3        | 3     | 67.32      | 201.96     |
      | LT-003-1 | 1 case of 12 (12 units) | $83.334 per unit · $1,000.008 per case | case   | 1        | 12    | 83.334     | 1000.01    |
      | LT-051-1 | 2 pairs (4 fixtures)    | $169.32 per fixture · $338.64 per pair | pair   | 2        | 4     | 169.32     | 677.28     |
    When the buyer empties the cart
    And the buyer uploads the downloaded file
    And the buyer reviews the list
    Then the review's total is $1,879.25
    When the buyer adds the reviewed lines to the cart
    Then the buyer sees "3 lines added to your cart."
    And the cart now holds at today's prices:
      | product                                         | finish                | quantity | ordered as | line total |
      | Aurora Path Light 2W 2700K                      | Bronze                | 3        | single     | $201.96    |
      | Cascade Brushed Nickel Dome Path Light 4W 3000K | Brushed Nickel, 3000K | 1        | case       | $1,000.01  |
      | TS-B301 Tree Strap Spot Pair                    | Bronze                | 2        | single     | $677.28    |
