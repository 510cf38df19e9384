Feature: Checking out with no signal
  A contractor ordering from a van may lose the signal at checkout. The shop
  keeps the cart and everything typed, but an order and its payment go to the
  back office, so Pay waits for the signal. Prices read while there was none
  may have changed: when the signal returns, every line is priced again
  before Pay, a changed price is named, and the total paid is the total shown.

  Rules:
    - With no signal, Pay is held: "Paying needs a connection. Everything you
      typed stays here, and Pay comes back when the signal does." No order is
      sent, and the purchase order stays as typed.
    - When the signal returns, Pay waits while the lines are priced again:
      "Checking today's prices before you pay...".
    - A line whose price changed is named with its new and old price per unit
      (per fixture for a pair product), to the tenth of a cent.
    - The summary, the Pay button and the order recorded all use today's price.

  Scenario: With no signal, Pay waits and says why, keeping the purchase order
    Given "dealer@demo.test" is signed in
    And the cart holds 3 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the buyer enters the purchase order "PO-VAN-1"
    When the signal is lost
    And the buyer pays with wallet credit
    Then the buyer sees "Paying needs a connection. Everything you typed stays here, and Pay comes back when the signal does."
    And no order was sent to the back office
    And the checkout shows the purchase order "PO-VAN-1" and the notes ""

  Scenario Outline: The dealer price of Aurora changed to <today> while the signal was gone
    Given "dealer@demo.test" is signed in
    And the cart holds 3 x "Aurora Path Light 2W 2700K" in "Bronze" ordered as single
    And the buyer enters the purchase order "PO-VAN-2"
    When the signal is lost
    And the back office changes the dealer price of "Aurora Path Light 2W 2700K" in "Bronze" to <today>
    And the signal returns
    Then the checkout names the change "<notice>"
    When the buyer pays with wallet credit
    Then the order summary showed:
      | subtotal | <subtotal> |
      | shipping | <shipping> |
      | total    | <total>    |
    And the Pay button read "Pay <total>"
    And the back office recorded an order of <total>

    Examples:
      | today  | notice                                                                                 | subtotal | shipping | total   |
      | $70.00 | Prices changed: Aurora Path Light 2W 2700K, Bronze is now $70.00 per unit (was $67.32). | $210.00  | $10.50   | $220.50 |
      | $65.00 | Prices changed: Aurora Path Light 2W 2700K, Bronze is now $65.00 per unit (was $67.32). | $195.00  | $10.00   | $205.00 |
      | $67.32 |                                                                                        | $201.96  | $10.10   | $212.06 |
