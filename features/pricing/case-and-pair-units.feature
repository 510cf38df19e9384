Feature: Case prices, pair products and units on an order line, and how every screen words them
  A buyer can order a product by the single unit or by the case. The shop
  prices every line as the back office charges it, so the total a buyer is
  shown is the total charged, to the cent.

  Unit prices are kept to the tenth of a cent (a "mill"), as the back office
  keeps them. A unit price is shown with three decimals only when the third
  is not zero: $56.905, but $59.90.

  Case price: a line that comes to a whole number of cases of a product sold
  by the case gets 5% off every unit. The case price of one unit is the single
  unit price x 0.95, rounded half up to the tenth of a cent. It applies
  whatever the buyer picked: 12 single units of a product in cases of 12 cost
  the same as 1 case of 12 ("5% OFF Applied" shows on both); 11 do not get it,
  24 do. A product not sold by the case never gets it.

  Pair products: products whose name contains TS-B301, TS-B302 or TS-B306 are
  sold in pairs, so a quantity of 1 is 2 units. When a pair product is ordered
  by the case, the case size already counts units, so it is not doubled.

  Units on a line:
    - single: the quantity (doubled for a pair product),
    - case: the quantity x the case size.

  Line total: the unit price (to the tenth of a cent) x the units on the line,
  rounded half up to the cent once, at the end: $59.90 x 12 = 12 x $56.905 =
  $682.86. The subtotal is the sum of the line totals.

  Every screen words a line the same way: the product page, the cart, the
  checkout, the order and its print, the saved order and quick order. A pair
  product counts pairs and the fixtures they hold, and is priced per fixture
  and per pair: "3 pairs (6 fixtures)", "$169.32 per fixture · $338.64 per
  pair". A case line counts cases and the units they hold, and is priced per
  unit and per case: "1 case of 12 (12 units)", "$56.905 per unit · $682.86
  per case". A single line counts units: "5 units", "$59.90 per unit". An
  order records units only, so its lines say pairs for a pair product and
  units for any other.

  Scenario Outline: One unit bought by the case costs 5% less, rounded half up to the tenth of a cent
    Given one single unit costs <single price>
    Then one unit bought by the case costs <case price>

    Examples:
      | single price | case price | worked out                                  |
      | $59.90       | $56.905    | exactly $56.905, kept to the tenth of a cent |
      | $33.33       | $31.664    | $31.6635 rounds up to $31.664               |
      | $19.99       | $18.991    | $18.9905 rounds up to $18.991               |
      | $10.10       | $9.595     | exactly $9.595                              |
      | $100.00      | $95.00     | exactly $95.00, shown with two decimals     |
      | $0.01        | $0.01      | $0.0095 rounds up to $0.010                 |

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

  Scenario Outline: <quantity> of "<product>" ordered as <ordered as> at <single price>: the case price <case price>
    Given a product named "<product>" with a case size of <case size>, <sold>
    And one single unit costs <single price>
    When the buyer orders <ordered as> with a quantity of <quantity>
    Then the order line counts <units> units
    And the case price <case price>
    And the unit price shown is <unit price>
    And the line total is <line total>

    Examples: Whole cases get the case price, whatever the buyer picked: $59.90 x 12 = $682.86
      | product           | case size | sold                | single price | ordered as | quantity | units | case price        | unit price | line total |
      | Garden Spot Light | 12        | sold by the case    | $59.90       | single     | 11       | 11    | does not apply    | $59.90     | $658.90    |
      | Garden Spot Light | 12        | sold by the case    | $59.90       | single     | 12       | 12    | applies           | $56.905    | $682.86    |
      | Garden Spot Light | 12        | sold by the case    | $59.90       | case       | 1        | 12    | applies           | $56.905    | $682.86    |
      | Garden Spot Light | 12        | sold by the case    | $59.90       | single     | 13       | 13    | does not apply    | $59.90     | $778.70    |
      | Garden Spot Light | 12        | sold by the case    | $59.90       | single     | 24       | 24    | applies           | $56.905    | $1,365.72  |
      | Garden Spot Light | 12        | sold by the case    | $59.90       | case       | 2        | 24    | applies           | $56.905    | $1,365.72  |
      | Garden Spot Light | 12        | not sold by the case | $59.90      | single     | 12       | 12    | does not apply    | $59.90     | $718.80    |

    Examples: The line total is rounded once, at the end, from the price to the tenth of a cent
      | product           | case size | sold                | single price | ordered as | quantity | units | case price        | unit price | line total |
      | Garden Spot Light | 12        | sold by the case    | $19.99       | single     | 3        | 3     | does not apply    | $19.99     | $59.97     |
      | Garden Spot Light | 12        | sold by the case    | $33.33       | case       | 1        | 12    | applies           | $31.664    | $379.97    |
      | Garden Spot Light | 12        | sold by the case    | $33.33       | case       | 2        | 24    | applies           | $31.664    | $759.94    |
      | Garden Spot Light | 12        | sold by the case    | $56.905      | single     | 3        | 3     | does not apply    | $56.905    | $170.72    |

    Examples: Pair products count their units for the case price too
      | product            | case size | sold             | single price | ordered as | quantity | units | case price     | unit price | line total |
      | TS-B302 Step Light | 6         | sold by the case | $40.00       | single     | 2        | 4     | does not apply | $40.00     | $160.00    |
      | TS-B302 Step Light | 6         | sold by the case | $40.00       | single     | 3        | 6     | applies        | $38.00     | $228.00    |
      | TS-B302 Step Light | 6         | sold by the case | $40.00       | case       | 1        | 6     | applies        | $38.00     | $228.00    |

  Scenario Outline: <quantity> of "<product>" ordered as <ordered as> reads "<line reads>"
    Given a product named "<product>" with a case size of <case size>, <sold>
    And one single unit costs <single price>
    When the buyer orders <ordered as> with a quantity of <quantity>
    Then the line reads "<line reads>"
    And its price reads "<price reads>"

    Examples: A pair product: pairs and the fixtures they hold
      | product                      | case size | sold                 | single price | ordered as | quantity | line reads                | price reads                              |
      | TS-B301 Tree Strap Spot Pair | 1         | not sold by the case | $169.32      | single     | 3        | 3 pairs (6 fixtures)      | $169.32 per fixture · $338.64 per pair   |
      | TS-B301 Tree Strap Spot Pair | 1         | not sold by the case | $169.32      | single     | 1        | 1 pair (2 fixtures)       | $169.32 per fixture · $338.64 per pair   |
      | TS-B302 Step Light           | 6         | sold by the case     | $40.00       | case       | 2        | 2 cases of 6 (12 fixtures) | $38.00 per fixture · $228.00 per case   |

    Examples: Cases and single units
      | product           | case size | sold             | single price | ordered as | quantity | line reads              | price reads                        |
      | Garden Spot Light | 12        | sold by the case | $59.90       | case       | 1        | 1 case of 12 (12 units) | $56.905 per unit · $682.86 per case |
      | Garden Spot Light | 12        | sold by the case | $59.90       | single     | 5        | 5 units                 | $59.90 per unit                    |
      | Garden Spot Light | 12        | sold by the case | $59.90       | single     | 1        | 1 unit                  | $59.90 per unit                    |

  Scenario Outline: An order line of <units> units of "<product>" reads "<line reads>"
    Given an order line of <units> units of "<product>" at <unit price> each
    Then the order line reads "<line reads>"
    And its price reads "<price reads>"

    Examples:
      | product                      | units | unit price | line reads           | price reads                            |
      | TS-B301 Tree Strap Spot Pair | 6     | $169.32    | 3 pairs (6 fixtures) | $169.32 per fixture · $338.64 per pair |
      | TS-B301 Tree Strap Spot Pair | 3     | $169.32    | 3 fixtures           | $169.32 per fixture · $338.64 per pair |
      | Aurora Brass Path Light      | 12    | $56.905    | 12 units             | $56.905 per unit                       |
