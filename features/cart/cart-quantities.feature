Feature: Quantities on the product page and in the cart
  One rule for every quantity the buyer types, on the product page and in the
  cart: a whole number from 1 to 999, counted in the unit the field shows
  (pairs, cases or units). An entry that breaks the rule is said beside the
  field, "Enter a whole number from 1 to 999", and the shop waits until it is
  put right: Add to Cart on the product page, Proceed to Checkout in the cart,
  which also says which line to fix. The shop never puts another quantity in
  its place: 5000 is not brought down to 999, and 0, 1000, 2.5 or an empty
  box are not swapped back to the quantity before.

  The - button never goes below 1 and the + button never goes above 999.

  Adding the same product and variant ordered the same way (single or case)
  again adds up on the existing line. An addition that would take the line
  past 999 is not made, and the buyer is told why. The same variant ordered by
  the case is a separate line from the same variant ordered singly.

  Removing and changing a quantity act by product and variant (spec §4). When
  a variant is held both singly and by the case, the cart page's Remove and
  quantity box act on the line the buyer used, named by its order type too:
  the other line of the same variant stays as it was. Named by product and
  variant alone, a removal takes out every line of that variant.

  The cart badge counts the cart's lines, and the cart button says so: 3 path
  lights and 1 case of 12 are "Cart, 2 lines".

  Scenario Outline: Typing "<entry>" on the product page gives a quantity of <quantity>
    Given the product page quantity is 4
    When the buyer types "<entry>" in the product page quantity box
    Then the product page quantity is now <quantity>
    And Add to Cart can be pressed

    Examples:
      | entry | quantity |
      | 1     | 1        |
      | 12    | 12       |
      | 999   | 999      |

  Scenario Outline: Typing "<entry>" on the product page is named, and nothing is added in its place
    Given the product page quantity is 5
    When the buyer types "<entry>" in the product page quantity box
    Then the quantity box says "Enter a whole number from 1 to 999"
    And Add to Cart waits until the quantity is put right
    And the quantity box still shows "<entry>"

    Examples:
      | entry | why not                 |
      | 0     | less than 1             |
      | 1000  | more than 999           |
      | 5000  | more than 999           |
      | -1    | negative                |
      | 2.5   | not a whole number      |
      | abc   | not a number            |
      |       | empty box               |
      | 1e3   | not written as digits   |
      | 1,000 | a thousands separator   |

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

  Scenario Outline: Changing a cart quantity to "<entry>" is taken
    Given the cart holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 4        |
    When the buyer types "<entry>" as the quantity of "Brass Path Light" in "Bronze"
    Then the cart now holds:
      | product          | variant | ordered as | quantity   |
      | Brass Path Light | Bronze  | single     | <quantity> |
    And checkout can go ahead

    Examples:
      | entry | quantity |
      | 1     | 1        |
      | 25    | 25       |
      | 999   | 999      |

  Scenario Outline: Changing a cart quantity to "<entry>" is named, and checkout waits for that line
    Given the cart holds:
      | product           | variant | ordered as | quantity |
      | Brass Path Light  | Bronze  | single     | 4        |
      | Garden Spot Light | Black   | single     | 2        |
    When the buyer types "<entry>" as the quantity of "Brass Path Light" in "Bronze"
    Then the quantity box of "Brass Path Light" in "Bronze" says "Enter a whole number from 1 to 999"
    And checkout waits, saying "Fix the quantity of Brass Path Light, Bronze to check out: a whole number from 1 to 999."
    And the cart now holds:
      | product           | variant | ordered as | quantity |
      | Brass Path Light  | Bronze  | single     | 4        |
      | Garden Spot Light | Black   | single     | 2        |

    Examples:
      | entry | why not             |
      | 0     | less than 1         |
      | 1000  | more than 999       |
      | -3    | negative            |
      | 2.5   | not a whole number  |
      | abc   | not a number        |
      |       | empty box           |

  Scenario: Putting the line right lets checkout go ahead
    Given the cart holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 4        |
    When the buyer types "0" as the quantity of "Brass Path Light" in "Bronze"
    And the buyer types "6" as the quantity of "Brass Path Light" in "Bronze"
    Then checkout can go ahead
    And the cart now holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 6        |

  Scenario: Adding the same product, variant and order type twice adds up on one line
    Given the cart is empty
    When the buyer adds to the cart:
      | product          | variant | ordered as | quantity | unit price |
      | Brass Path Light | Bronze  | single     | 2        | $25.00     |
      | Brass Path Light | Bronze  | single     | 3        | $25.00     |
    Then the cart now holds:
      | product          | variant | ordered as | quantity | line total |
      | Brass Path Light | Bronze  | single     | 5        | $125.00    |
    And the buyer sees "Updated Brass Path Light quantity in cart"
    And the cart button reads "Cart, 1 line"
    And the cart subtotal shown is $125.00

  Scenario Outline: Adding <added> to a line of <held> <outcome>
    Given the cart holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | <held>   |
    When the buyer adds to the cart:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | <added>  |
    Then the cart now holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | <after>  |
    And the buyer sees "<told>"

    Examples:
      | held | added | outcome                        | after | told                                                                                                               |
      | 600  | 399   | fills it to 999                | 999   | Updated Brass Path Light quantity in cart                                                                          |
      | 600  | 500   | is not made, and the buyer told | 600   | Not added: Brass Path Light has 600 in your cart, and 500 more would come to 1100. A cart line holds at most 999. |

  Scenario: A case of the same variant, or another variant, is a separate line
    Given the cart is empty
    When the buyer adds to the cart:
      | product          | variant | ordered as | quantity | unit price | case size |
      | Brass Path Light | Bronze  | single     | 3        | $25.00     | 12        |
      | Brass Path Light | Bronze  | case       | 1        | $25.00     | 12        |
      | Brass Path Light | Black   | single     | 1        | $25.00     | 12        |
    Then the cart now holds:
      | product          | variant | ordered as | quantity | line total |
      | Brass Path Light | Bronze  | single     | 3        | $75.00     |
      | Brass Path Light | Bronze  | case       | 1        | $285.00    |
      | Brass Path Light | Black   | single     | 1        | $25.00     |
    And the cart button reads "Cart, 3 lines"
    And the cart subtotal shown is $385.00

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

  Scenario Outline: A variant held singly and by the case: typing "<entry>" on its <changed> line leaves the other line alone
    Given the cart holds:
      | product          | variant | ordered as | quantity |
      | Brass Path Light | Bronze  | single     | 2        |
      | Brass Path Light | Bronze  | case       | 1        |
    When the buyer types "<entry>" as the quantity of the <changed> line of "Brass Path Light" in "Bronze"
    Then the cart now holds:
      | product          | variant | ordered as | quantity          |
      | Brass Path Light | Bronze  | single     | <single quantity> |
      | Brass Path Light | Bronze  | case       | <case quantity>   |

    Examples:
      | changed | entry | single quantity | case quantity |
      | single  | 5     | 5               | 1             |
      | case    | 3     | 2               | 3             |
      | case    | 0     | 2               | 1             |

  Scenario: The case line's wrong entry names the case line
    Given the cart holds:
      | product          | variant | ordered as | quantity | case size |
      | Brass Path Light | Bronze  | single     | 2        | 12        |
      | Brass Path Light | Bronze  | case       | 1        | 12        |
    When the buyer types "0" as the quantity of the case line of "Brass Path Light" in "Bronze"
    Then checkout waits, saying "Fix the quantity of Brass Path Light, Bronze, case of 12 to check out: a whole number from 1 to 999."

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

  Scenario: The cart badge counts lines: 3 path lights and 1 case of 12 are 2 lines
    Given the cart holds:
      | product           | variant | ordered as | quantity | case size |
      | Brass Path Light  | Bronze  | single     | 3        | 12        |
      | Garden Spot Light | Black   | case       | 1        | 12        |
    Then the cart button reads "Cart, 2 lines"

  Scenario: Clearing the cart
    Given the cart holds:
      | product           | variant | ordered as | quantity | unit price |
      | Brass Path Light  | Bronze  | single     | 2        | $25.00     |
      | Garden Spot Light | Black   | case       | 1        | $19.99     |
    When the buyer clears the cart
    Then the cart has no lines
    And the cart button reads "Cart, 0 lines"
    And the cart subtotal shown is $0.00
    And there is no shipping charge
