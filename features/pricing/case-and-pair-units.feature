Feature: Case prices, pair products and units on an order line
  A buyer can order a product by the single unit or by the case.

  Case price: ordering by the case gives 5% off every unit. The case price of
  one unit is the single unit price x 0.95, rounded half up to the cent
  (half a cent or more goes up, less than half a cent goes down). Prices are
  always shown per unit.

  Pair products: products whose name contains TS-B301, TS-B302 or TS-B306 are
  sold in pairs, so a quantity of 1 is 2 units. When a pair product is ordered
  by the case, the case size already counts units, so it is not doubled.

  Units on a line:
    - single: the quantity (doubled for a pair product),
    - case: the quantity x the case size.

  Line total: the unit price shown x the units on the line, so the unit price
  on the screen times the units always equals the line total to the cent.

  Scenario Outline: One unit bought by the case costs 5% less, rounded half up to the cent
    Given one single unit costs <single price>
    Then one unit bought by the case costs <case price>

    Examples:
      | single price | case price | worked out                       |
      | $33.33       | $31.66     | $31.6635 rounds down to $31.66   |
      | $0.01        | $0.01      | $0.0095 rounds up to $0.01       |
      | $19.99       | $18.99     | $18.9905 rounds down to $18.99   |
      | $100.00      | $95.00     | exactly $95.00                   |
      | $10.10       | $9.60      | $9.595 is half a cent, goes up   |

  Scenario Outline: "<product>" is sold <how>
    Then a product named "<product>" is sold <how>

    Examples:
      | product                     | how      |
      | TS-B301 Bollard             | in pairs |
      | TS-B302 Step Light          | in pairs |
      | Garden TS-B306 Wall Washer  | in pairs |
      | TS-B303 Path Light          | singly   |
      | Brass Path Light            | singly   |

  Scenario Outline: Units on a line: <quantity> of "<product>" ordered as <ordered as>
    Given a product named "<product>" with a case size of <case size>
    When the buyer orders <ordered as> with a quantity of <quantity>
    Then the order line counts <units> units

    Examples: Ordinary products
      | product          | case size | ordered as | quantity | units |
      | Brass Path Light | 12        | single     | 1        | 1     |
      | Brass Path Light | 12        | single     | 3        | 3     |
      | Brass Path Light | 12        | case       | 1        | 12    |
      | Brass Path Light | 12        | case       | 2        | 24    |

    Examples: Pair products are doubled when bought singly, not when bought by the case
      | product          | case size | ordered as | quantity | units |
      | TS-B301 Bollard  | 6         | single     | 1        | 2     |
      | TS-B301 Bollard  | 6         | single     | 3        | 6     |
      | TS-B301 Bollard  | 6         | case       | 1        | 6     |
      | TS-B301 Bollard  | 6         | case       | 2        | 12    |

  Scenario Outline: Line total for <quantity> of "<product>" ordered as <ordered as> at <single price>
    Given a product named "<product>" with a case size of <case size>
    And one single unit costs <single price>
    When the buyer orders <ordered as> with a quantity of <quantity>
    Then the unit price shown is <unit price>
    And the order line counts <units> units
    And the line total is <line total>

    Examples:
      | product           | case size | single price | ordered as | quantity | unit price | units | line total |
      | Garden Spot Light | 12        | $19.99       | single     | 3        | $19.99     | 3     | $59.97     |
      | Garden Spot Light | 12        | $33.33       | case       | 1        | $31.66     | 12    | $379.92    |
      | Garden Spot Light | 12        | $33.33       | case       | 2        | $31.66     | 24    | $759.84    |
      | TS-B302 Step Light | 6        | $40.00       | single     | 2        | $40.00     | 4     | $160.00    |
      | TS-B302 Step Light | 6        | $40.00       | case       | 1        | $38.00     | 6     | $228.00    |
