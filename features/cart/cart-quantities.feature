Feature: Quantities on the product page and in the cart
  On the product page the buyer types a quantity or uses the - and + buttons.
  The quantity box accepts whole numbers of at least 1; a number above 999 is
  brought down to 999. Anything else (zero, a negative number, a decimal,
  letters, an empty box) is refused and the quantity does not change.
  The - button never goes below 1 and the + button never goes above 999.

  In the cart a line's quantity can be changed to any whole number from 1 to
  999. Anything else is ignored and the line keeps its previous quantity.

  Adding the same product and variant ordered the same way (single or case)
  again adds up on the existing line, never above 999. The same variant
  ordered by the case is a separate line from the same variant ordered singly.

  Removing and changing a quantity act by product and variant (spec §4). When
  a variant is held both singly and by the case, the cart page's Remove and
  quantity box act on the line the buyer used, named by its order type too:
  the other line of the same variant stays as it was. Named by product and
  variant alone, a removal takes out every line of that variant.

  Scenario Outline: Typing "<entry>" on the product page gives a quantity of <quantity>
    Given the product page quantity is 4
    When the buyer types "<entry>" in the product page quantity box
    Then the entry is accepted
    And the product page quantity is now <quantity>

    Examples:
      | entry | quantity |
      | 1     | 1        |
      | 12    | 12       |
      | 999   | 999      |
      | 1000  | 999      |
      | 25000 | 999      |

  Scenario Outline: Typing "<entry>" on the product page is refused
    Given the product page quantity is 4
    When the buyer types "<entry>" in the product page quantity box
    Then the entry is refused
    And the product page quantity is still 4

    Examples:
      | entry | why not                 |
      | 0     | less than 1             |
      | -1    | negative                |
      | 2.5   | not a whole number      |
      | abc   | not a number            |
      |       | empty box               |
      | 1e3   | not written as digits   |

  Scenario Outline: The <button> button on the product page from <start> gives <quantity>
    Given the product page quantity is <start>
    When the buyer presses the <button> button
    Then the product page quantity is now <quantity>

    Examples:
      | start | button | quantity |
      | 5     | -      | 4        |
      | 2     | -      | 1        |
      | 1     | -      | 1        |
      | 1     | +      | 2        |
      | 998   | +      | 999      |
      | 999   | +      | 999      |

  Scenario Outline: Changing a cart quantity to "<entry>" is accepted
    Given the cart holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 4        |
    When the buyer changes the quantity of "Brass Path Light" in "Bronze" to "<entry>"
    Then the cart now holds:
      | product          | variant | ordered as | quantity   |
      | Brass Path Light | Bronze  | single     | <quantity> |

    Examples:
      | entry | quantity |
      | 1     | 1        |
      | 25    | 25       |
      | 999   | 999      |

  Scenario Outline: Changing a cart quantity to "<entry>" is ignored
    Given the cart holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 4        |
    When the buyer changes the quantity of "Brass Path Light" in "Bronze" to "<entry>"
    Then the cart now holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 4        |

    Examples:
      | entry | why not             |
      | 0     | less than 1         |
      | 1000  | more than 999       |
      | -3    | negative            |
      | 2.5   | not a whole number  |
      | abc   | not a number        |
      |       | empty box           |

  Scenario: Adding the same product, variant and order type twice adds up on one line
    Given the cart is empty
    When the buyer adds to the cart:
      | product          | variant | ordered as | quantity | unit price |
      | Brass Path Light | Bronze  | single     | 2        | $25.00     |
      | Brass Path Light | Bronze  | single     | 3        | $25.00     |
    Then the cart now holds:
      | product          | variant | ordered as | quantity | line total |
      | Brass Path Light | Bronze  | single     | 5        | $125.00    |
    And the cart badge shows 5
    And the cart subtotal shown is $125.00

  Scenario: Adding up on one line stops at 999
    Given the cart holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 600      |
    When the buyer adds to the cart:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 500      |
    Then the cart now holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 999      |

  Scenario: A case of the same variant, or another variant, is a separate line
    Given the cart is empty
    When the buyer adds to the cart:
      | product          | variant | ordered as | quantity | unit price | case size |
      | Brass Path Light | Bronze  | single     | 2        | $25.00     | 12        |
      | Brass Path Light | Bronze  | case       | 1        | $25.00     | 12        |
      | Brass Path Light | Black   | single     | 1        | $25.00     | 12        |
    Then the cart now holds:
      | product          | variant | ordered as | quantity | line total |
      | Brass Path Light | Bronze  | single     | 2        | $50.00     |
      | Brass Path Light | Bronze  | case       | 1        | $285.00    |
      | Brass Path Light | Black   | single     | 1        | $25.00     |
    And the cart subtotal shown is $360.00

  Scenario: Removing a line from the cart
    Given the cart holds:
      | product           | variant | ordered as | quantity |
      | Brass Path Light  | Bronze  | single     | 2        |
      | Garden Spot Light | Black   | single     | 1        |
    When the buyer removes "Brass Path Light" in "Bronze" from the cart
    Then the cart now holds:
      | product           | variant | ordered as | quantity |
      | Garden Spot Light | Black   | single     | 1        |

  Scenario Outline: A variant held singly and by the case: removing its <removed> line keeps the <kept> line
    Given the cart holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 2        |
      | Brass Path Light | Bronze  | case       | 1        |
    When the buyer removes the <removed> line of "Brass Path Light" in "Bronze" from the cart
    Then the cart now holds:
      | product          | variant | ordered as | quantity        |
      | Brass Path Light | Bronze  | <kept>     | <kept quantity> |

    Examples:
      | removed | kept   | kept quantity |
      | single  | case   | 1             |
      | case    | single | 2             |

  Scenario Outline: A variant held singly and by the case: changing its <changed> line to <entry> leaves the other line alone
    Given the cart holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 2        |
      | Brass Path Light | Bronze  | case       | 1        |
    When the buyer changes the quantity of the <changed> line of "Brass Path Light" in "Bronze" to "<entry>"
    Then the cart now holds:
      | product          | variant | ordered as | quantity          |
      | Brass Path Light | Bronze  | single     | <single quantity> |
      | Brass Path Light | Bronze  | case       | <case quantity>   |

    Examples:
      | changed | entry | single quantity | case quantity |
      | single  | 5     | 5               | 1             |
      | case    | 3     | 2               | 3             |
      | case    | 0     | 2               | 1             |

  Scenario: Named by product and variant alone, a removal takes out both lines of that variant
    Given the cart holds:
      | product           | variant | ordered as | quantity |
      | Brass Path Light  | Bronze  | single     | 2        |
      | Brass Path Light  | Bronze  | case       | 1        |
      | Brass Path Light  | Black   | single     | 3        |
      | Garden Spot Light | Black   | single     | 1        |
    When the buyer removes "Brass Path Light" in "Bronze" from the cart
    Then the cart now holds:
      | product           | variant | ordered as | quantity |
      | Brass Path Light  | Black   | single     | 3        |
      | Garden Spot Light | Black   | single     | 1        |

  Scenario: Clearing the cart
    Given the cart holds:
      | product           | variant | ordered as | quantity | unit price |
      | Brass Path Light  | Bronze  | single     | 2        | $25.00     |
      | Garden Spot Light | Black   | case       | 1        | $19.99     |
    When the buyer clears the cart
    Then the cart has no lines
    And the cart badge shows 0
    And the cart subtotal shown is $0.00
    And there is no shipping charge
