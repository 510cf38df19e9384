Feature: Coupons at checkout
  A buyer may enter one coupon code at checkout.

  Rules:
    - Codes are matched ignoring letter case ("welcome10" finds WELCOME10).
    - While the code has 2 characters or fewer nothing is looked up and no
      message is shown. A longer code that matches no coupon shows
      "Coupon code not found".
    - A coupon applies only when it is active and the subtotal is at or above
      its minimum order. Below its minimum the buyer is told the minimum, e.g.
      "BIGBUY15 needs an order of at least $5,000.00". An inactive coupon shows
      "This coupon is not eligible for your current order".
    - A percentage coupon takes that percentage of the subtotal, rounded half up
      to the cent, and never more than its maximum discount when it has one.
    - A fixed coupon takes its amount off.
    - A discount is never more than the subtotal.
    - Shipping is worked out on the subtotal before the coupon.
    - Order total = subtotal - discount + shipping.

  Background:
    Given these coupons exist:
      | code      | discount | minimum order | maximum discount | active |
      | WELCOME10 | 10%      | $100.00       | $250.00          | yes    |
      | SAVE50    | $50.00   | $500.00       |                  | yes    |
      | BIGBUY15  | 15%      | $5,000.00     | $1,000.00        | yes    |
      | OLDDEAL   | 20%      |               |                  | no     |

  Scenario Outline: The code "<entered code>" is matched ignoring letter case
    Given the cart subtotal is $1,000.00
    When the buyer enters the coupon code "<entered code>"
    Then the coupon WELCOME10 is applied with a discount of $100.00

    Examples:
      | entered code |
      | WELCOME10    |
      | welcome10    |
      | Welcome10    |
      | wElCoMe10    |

  Scenario Outline: A code of 2 characters or fewer shows no message yet
    Given the cart subtotal is $1,000.00
    When the buyer enters the coupon code "<entered code>"
    Then no coupon is applied
    And the buyer sees no coupon message

    Examples:
      | entered code |
      |              |
      | W            |
      | WE           |
      | sa           |

  Scenario Outline: An unknown code of 3 characters or more is not found
    Given the cart subtotal is $1,000.00
    When the buyer enters the coupon code "<entered code>"
    Then no coupon is applied
    And the buyer sees the coupon message "Coupon code not found"

    Examples:
      | entered code |
      | WEL          |
      | WELCOME      |
      | WELCOME100   |
      | SUMMER2024   |

  Scenario Outline: <code> below its minimum order (<subtotal>) says what the minimum is
    Given the cart subtotal is <subtotal>
    When the buyer enters the coupon code "<entered code>"
    Then no coupon is applied
    And the buyer sees the coupon message "<message>"

    Examples:
      | code      | entered code | subtotal  | message                                        |
      | WELCOME10 | WELCOME10    | $99.99    | WELCOME10 needs an order of at least $100.00   |
      | SAVE50    | SAVE50       | $499.99   | SAVE50 needs an order of at least $500.00      |
      | BIGBUY15  | BIGBUY15     | $4,999.99 | BIGBUY15 needs an order of at least $5,000.00  |
      | BIGBUY15  | bigbuy15     | $1,200.00 | BIGBUY15 needs an order of at least $5,000.00  |

  Scenario Outline: <code> applies from exactly its minimum order (<subtotal>)
    Given the cart subtotal is <subtotal>
    When the buyer enters the coupon code "<code>"
    Then the coupon <code> is applied with a discount of <discount>

    Examples:
      | code      | subtotal  | discount |
      | WELCOME10 | $100.00   | $10.00   |
      | SAVE50    | $500.00   | $50.00   |
      | BIGBUY15  | $5,000.00 | $750.00  |

  Scenario: An inactive coupon is not eligible whatever the subtotal
    Given the cart subtotal is $10,000.00
    When the buyer enters the coupon code "OLDDEAL"
    Then no coupon is applied
    And the buyer sees the coupon message "This coupon is not eligible for your current order"

  Scenario Outline: A percentage coupon, rounded half up to the cent and limited by its maximum
    Given the cart subtotal is <subtotal>
    When the buyer enters the coupon code "<code>"
    Then the coupon <code> is applied with a discount of <discount>

    Examples: Below the maximum discount
      | code      | subtotal  | discount | worked out                        |
      | WELCOME10 | $123.45   | $12.35   | $12.345 is half a cent, goes up   |
      | WELCOME10 | $2,000.00 | $200.00  | 10% of $2,000.00                  |
      | BIGBUY15  | $6,000.00 | $900.00  | 15% of $6,000.00                  |

    Examples: At the maximum discount
      | code      | subtotal  | discount  | worked out                        |
      | WELCOME10 | $2,500.00 | $250.00   | 10% is exactly the $250.00 cap    |
      | BIGBUY15  | $6,666.67 | $1,000.00 | $1,000.0005 rounds to the cap     |

    Examples: Above the maximum discount
      | code      | subtotal   | discount  | worked out                       |
      | WELCOME10 | $2,500.01  | $250.00   | $250.001 is limited to $250.00   |
      | WELCOME10 | $3,000.00  | $250.00   | $300.00 is limited to $250.00    |
      | BIGBUY15  | $10,000.00 | $1,000.00 | $1,500.00 is limited to $1,000.00 |

  Scenario: A fixed coupon larger than the subtotal takes off no more than the subtotal
    Given these coupons also exist:
      | code   | discount | minimum order | maximum discount | active |
      | BIGFIX | $600.00  |               |                  | yes    |
    And the cart subtotal is $450.00
    When the buyer enters the coupon code "BIGFIX"
    Then the coupon BIGFIX is applied with a discount of $450.00
    And the order summary shows:
      | subtotal | $450.00 |
      | discount | $450.00 |
      | shipping | $22.50  |
      | total    | $22.50  |

  Scenario: Worked example of an order total with a percentage coupon
    Given the cart subtotal is $1,000.00
    When the buyer enters the coupon code "WELCOME10"
    And the order is delivered to the buyer
    Then the order summary shows:
      | subtotal | $1,000.00 |
      | discount | $100.00   |
      | shipping | $50.00    |
      | total    | $950.00   |

  Scenario Outline: Order total = subtotal - discount + shipping
    Given the cart subtotal is <subtotal>
    When the buyer enters the coupon code "<code>"
    And the order is delivered to the buyer
    Then the order summary shows:
      | subtotal | <subtotal> |
      | discount | <discount> |
      | shipping | <shipping> |
      | total    | <total>    |

    Examples:
      | code      | subtotal   | discount  | shipping | total      |
      | SAVE50    | $500.00    | $50.00    | $25.00   | $475.00    |
      | WELCOME10 | $2,600.00  | $250.00   | free     | $2,350.00  |
      | BIGBUY15  | $8,000.00  | $1,000.00 | free     | $7,000.00  |
      | SAVE50    | $499.99    | $0.00     | $25.00   | $524.99    |
      | OLDDEAL   | $300.00    | $0.00     | $15.00   | $315.00    |
