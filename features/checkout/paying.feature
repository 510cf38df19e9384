Feature: Placing and paying for an order
  A signed-in buyer checks out the cart with a purchase order number and pays
  on account (wallet credit), by card (Apple Pay or Google Pay) or by PayPal.
  The shop works the order out once; the Pay button, the order the shop sends
  and the order the back office records must agree to the cent.

  Rules:
    - Prices are today's prices for the buyer's account type, kept to the
      tenth of a cent. A line that is a whole number of cases of a product
      sold by the case is 5% off per unit, however the buyer picked it; a pair
      product ships two units for each pair ordered singly. A line total is
      the unit price x the units, rounded half up to the cent.
    - Shipping is what the deployment charges (see the shipping feature): by
      the spec's rule, 5% of the subtotal before the coupon, at least $10.00,
      free from $2,500.00, and nothing when a local dealer collects from the
      store; or no shipping at all, as the hosted backend charges today.
      Unless a scenario says otherwise, the shop charges the spec's rule.
    - Order total = subtotal - coupon discount + shipping.
    - A purchase order number is required: "Please add Purchase Order details".
    - Unless collecting from the store, street, city, state, ZIP and phone are
      all required: "All shipping address fields are required".
    - Wallet credit pays only when the balance covers the total:
      "Insufficient Balance". It lowers the balance and raises the credit due
      by the order total.
    - A card or PayPal payment opens the provider's page in a new tab. The shop
      remembers the payment for 30 minutes; after that, coming back says
      "Payment session expired or invalid".
    - When Pay gets no answer the shop can read (none in time, or an
      unreadable one), the order may have been placed all the same. Before
      paying again, the shop looks through the buyer's latest orders for one
      with the same purchase order placed in the last 10 minutes, and offers
      to open it instead of placing a second. Only when there is none does Pay
      place the order again. Each Pay carries a key of its own, so a back
      office that honours it never places the same Pay twice.

  Scenario Outline: <buyer> pays <total> on account for <quantity> x <product> (<finish>, <ordered as>) with coupon "<coupon>"
    Given "<buyer>" is signed in
    And the cart holds <quantity> x "<product>" in "<finish>" ordered as <ordered as>
    And the buyer enters the purchase order "PO-4471"
    And the buyer applies the coupon "<coupon>"
    When the buyer pays with wallet credit
    Then the order summary showed:
      | subtotal | <subtotal> |
      | discount | <discount> |
      | shipping | <shipping> |
      | total    | <total>    |
    And the Pay button read "Pay <total>"
    And the order sent to the back office came to <total>
    And the back office recorded an order of <total>
    And the buyer sees "Order placed successfully!"
    And the cart has been emptied

    Examples:
      | buyer                 | quantity | product                           | finish | ordered as | coupon    | subtotal  | discount | shipping | total     |
      | dealer@demo.test      | 3        | Aurora Path Light 2W 2700K        | Bronze | single     |           | $201.96   | $0.00    | $10.10   | $212.06   |
      | dealer@demo.test      | 1        | Orchard Brass Step Light 2W 2700K | Brass, 2700K | case | WELCOME10 | $1,069.78 | $106.98 | $53.49 | $1,016.29 |
      | dealer@demo.test      | 2        | TS-B301 Tree Strap Spot Pair      | Black  | single     | save50    | $677.28   | $50.00   | $33.86   | $661.14   |
      | dealer@demo.test      | 7        | Orchard In-Grade Well Light 4W 2700K | Brass | case      | BIGBUY15  | $5,127.95 | $769.19  | free     | $4,358.76 |
      | distributor@demo.test | 10       | Granite Black Composite Well Light 8W 3000K | Black, 3000K | single |  | $1,537.00 | $0.00 | $76.85 | $1,613.85 |

  Scenario Outline: <quantity> single units of a product in cases of 12 at $57.42: the case price <case price>
    Given "distributor@demo.test" is signed in
    And the cart holds <quantity> x "Beacon Copper Dome Path Light 2W 3000K" in "Copper, 3000K" ordered as <ordered as>
    And the buyer enters the purchase order "PO-612"
    When the buyer pays with wallet credit
    Then the order line showed:
      | unit price     | <unit price>     |
      | 5% OFF Applied | <5% OFF Applied> |
      | line total     | <line total>     |
    And the back office recorded the line at <unit price> a unit, <line total> in all
    And the back office recorded an order of <total>

    Examples:
      | quantity | ordered as | case price     | unit price | 5% OFF Applied | line total | total     |
      | 11       | single     | does not apply | $57.42     | no             | $631.62    | $663.20   |
      | 12       | single     | applies        | $54.549    | yes            | $654.59    | $687.32   |
      | 1        | case       | applies        | $54.549    | yes            | $654.59    | $687.32   |
      | 24       | single     | applies        | $54.549    | yes            | $1,309.18  | $1,374.64 |

  Scenario Outline: <buyer> pays <total> on account when the shop charges no shipping, as the hosted backend charges today
    Given the shop charges no shipping, as the hosted backend charges today
    And "<buyer>" is signed in
    And the cart holds <quantity> x "<product>" in "<finish>" ordered as <ordered as>
    And the buyer enters the purchase order "PO-4471"
    And the buyer applies the coupon "<coupon>"
    When the buyer pays with wallet credit
    Then the order summary showed:
      | subtotal | <subtotal> |
      | discount | <discount> |
      | shipping | free       |
      | total    | <total>    |
    And the Pay button read "Pay <total>"
    And the order sent to the back office came to <total>
    And the back office recorded an order of <total>

    Examples:
      | buyer            | quantity | product                           | finish       | ordered as | coupon    | subtotal  | discount | total     |
      | dealer@demo.test | 3        | Aurora Path Light 2W 2700K        | Bronze       | single     |           | $201.96   | $0.00    | $201.96   |
      | dealer@demo.test | 1        | Orchard Brass Step Light 2W 2700K | Brass, 2700K | case       | WELCOME10 | $1,069.78 | $106.98  | $962.80   |

  Scenario: Paying on account lowers the balance and raises the credit due by the order total
    Given "dealer@demo.test" is signed in
    And the cart holds 3 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the buyer enters the purchase order "PO-4471"
    When the buyer pays with wallet credit
    Then the buyer's available credit is $9,787.94
    And the buyer's credit due is $212.06

  Scenario: A local dealer collects from the store and pays no shipping
    Given "local.dealer@demo.test" is signed in
    And the cart holds 1 x "TS-B306 Dual Canopy Downlight Pair" in "Copper" ordered as single
    And the buyer enters the purchase order "PO-88"
    And the buyer will collect the order from the local store
    When the buyer pays with wallet credit
    Then the order summary showed:
      | subtotal | $454.24 |
      | discount | $0.00   |
      | shipping | free    |
      | total    | $454.24 |
    And the order sent to the back office had no shipping address

  Scenario: Wallet credit that does not cover the total
    Given "contractor@demo.test" is signed in
    And the cart holds 1 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the buyer enters the purchase order "PO-1"
    When the buyer pays with wallet credit
    Then the buyer sees "Insufficient Balance"
    And no order was sent to the back office

  Scenario Outline: Pay is refused until <what is missing>
    Given "dealer@demo.test" is signed in
    And the cart holds 1 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the buyer enters the purchase order "<purchase order>"
    And the buyer clears the shipping "<address field>"
    When the buyer pays by card
    Then the buyer sees "<message>"
    And no order was sent to the back office

    Examples:
      | what is missing       | purchase order | address field | message                                   |
      | the purchase order    |                |               | Please add Purchase Order details         |
      | the street            | PO-1           | street        | All shipping address fields are required  |
      | the city              | PO-1           | city          | All shipping address fields are required  |
      | the state             | PO-1           | state         | All shipping address fields are required  |
      | the ZIP               | PO-1           | ZIP           | All shipping address fields are required  |
      | the phone             | PO-1           | phone         | All shipping address fields are required  |

  Scenario Outline: Coupon "<coupon>" on a cart of <subtotal>
    Given "dealer@demo.test" is signed in
    And the cart holds <quantity> x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    When the buyer applies the coupon "<coupon>"
    Then the coupon box says "<message>"

    Examples:
      | coupon    | quantity | subtotal | message                                              |
      | SAVE50    | 7        | $471.24  | SAVE50 needs an order of at least $500.00            |
      | OLDDEAL   | 20       | $1,346.40 | This coupon is not eligible for your current order  |
      | SUMMER24  | 1        | $67.32   | Coupon code not found                                |

  Scenario: A card payment completed in the new tab
    Given "distributor@demo.test" is signed in
    And the cart holds 10 x "Granite Black Composite Well Light 8W 3000K" in "Black, 3000K" ordered as single
    And the buyer enters the purchase order "PO-5120"
    When the buyer pays by card
    Then the buyer sees "Please complete your payment in the new tab"
    And the cart still holds 1 line
    When the buyer pays on the provider's page 5 minutes later
    Then the buyer sees "Payment completed successfully!"
    And the back office records the order as paid
    And the cart has been emptied
    And the buyer is taken to "/orders"

  Scenario: Coming back after the 30 minutes a payment session lasts
    Given "distributor@demo.test" is signed in
    And the cart holds 10 x "Granite Black Composite Well Light 8W 3000K" in "Black, 3000K" ordered as single
    And the buyer enters the purchase order "PO-5120"
    When the buyer pays by PayPal
    And the buyer pays on the provider's page 30 minutes later
    Then the buyer sees "Payment session expired or invalid"
    And the cart still holds 1 line
    And the buyer is taken to "/profile"

  Scenario: A payment cancelled on the provider's page
    Given "distributor@demo.test" is signed in
    And the cart holds 10 x "Granite Black Composite Well Light 8W 3000K" in "Black, 3000K" ordered as single
    And the buyer enters the purchase order "PO-5120"
    When the buyer pays by PayPal
    And the buyer cancels on the provider's page
    Then the buyer sees "Payment Cancelled"
    And Try Again leads to "/checkout"
    And the cart still holds 1 line

  Scenario: Repaying the credit due by card
    Given "distributor@demo.test" is signed in
    When the buyer repays the credit due of $3,400.50 by card
    And the buyer pays on the provider's page 2 minutes later
    Then the buyer sees "Payment completed successfully!"
    And the buyer's credit due is $0.00
    And the buyer's available credit is $53,400.50
    And the buyer is taken to "/profile"

  Scenario Outline: Pay whose order <what happened>: the next Pay <next Pay>
    Given "dealer@demo.test" is signed in
    And the cart holds 3 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the buyer enters the purchase order "PO-4471"
    And the next order <what happened>
    When the buyer pays by card
    Then the buyer sees "<message>"
    And the back office recorded <orders after the first Pay> orders
    When the buyer pays by card
    Then <outcome>
    And the back office recorded 1 order
    And each order sent carried a key of its own

    Examples:
      | what happened                                    | message                                   | orders after the first Pay | next Pay                         | outcome                                                                                    |
      | is placed, but its answer is lost on the way back | Failed to create order. Please try again. | 1                          | offers it instead of a second    | the buyer is offered order ORD-0020 with purchase order "PO-4471" instead of a second order |
      | is placed, but its answer comes back unreadable  | Invalid payment response                  | 1                          | offers it instead of a second    | the buyer is offered order ORD-0020 with purchase order "PO-4471" instead of a second order |
      | never reaches the back office                    | Failed to create order. Please try again. | 0                          | places it, as none was placed    | the buyer sees "Please complete your payment in the new tab"                                |

  Scenario: Pay whose answer is lost, then the page is reloaded: the next Pay still offers the order placed
    Given "dealer@demo.test" is signed in
    And the cart holds 3 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the buyer enters the purchase order "PO-4471"
    And the next order is placed, but its answer is lost on the way back
    When the buyer pays by card
    Then the buyer sees "Failed to create order. Please try again."
    When the buyer reloads the checkout
    Then the checkout shows the purchase order "PO-4471" and the notes ""
    When the buyer pays by card
    Then the buyer is offered order ORD-0020 with purchase order "PO-4471" instead of a second order
    And the back office recorded 1 order

  Scenario: What the buyer typed at checkout outlives a reload, but not signing out
    Given "dealer@demo.test" is signed in
    And the cart holds 3 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the buyer enters the purchase order "JOB-114"
    And the buyer enters the order notes "Deliver to the Riverside site office"
    When the buyer reloads the checkout
    Then the checkout shows the purchase order "JOB-114" and the notes "Deliver to the Riverside site office"
    When the buyer signs out and signs in again as "dealer@demo.test"
    Then the checkout shows the purchase order "" and the notes ""
