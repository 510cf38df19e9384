Feature: Each buyer sees the price for their role
  Every product variant carries four prices: a list price, a dealer price,
  a distributor price and a contractor price. A signed-in buyer sees the
  price of their own role:
    - a dealer sees the dealer price,
    - a distributor sees the distributor price,
    - a contractor sees the contractor price,
    - anyone else (for example an administrator or a plain user) sees the list price.
  The role is read regardless of letter case: "dealer", "Dealer" and "DEALER"
  are the same role.

  Background:
    Given a product variant with these prices:
      | list price | dealer price | distributor price | contractor price |
      | $120.00    | $90.00       | $80.00            | $100.00          |

  Scenario Outline: A <role> buyer sees the <which> price
    Given the buyer is signed in with the role "<role>"
    Then the price of one unit shown to the buyer is <price>

    Examples: Trade roles
      | role        | which       | price   |
      | dealer      | dealer      | $90.00  |
      | distributor | distributor | $80.00  |
      | contractor  | contractor  | $100.00 |

    Examples: Any other role sees the list price
      | role         | which | price   |
      | admin        | list  | $120.00 |
      | user         | list  | $120.00 |
      | sales agent  | list  | $120.00 |

  Scenario Outline: The role "<role>" is read regardless of letter case
    Given the buyer is signed in with the role "<role>"
    Then the price of one unit shown to the buyer is <price>

    Examples:
      | role        | price   |
      | DEALER      | $90.00  |
      | Dealer      | $90.00  |
      | dIsTrIbUtOr | $80.00  |
      | Contractor  | $100.00 |
      | ADMIN       | $120.00 |
