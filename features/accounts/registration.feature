Feature: Opening a trade account
  A contractor, dealer or distributor asks for a trade account on the Create
  Account page. The account then waits for the admin team's approval: until it
  is approved its owner cannot stay signed in, so cannot see prices or order.

  Rules:
    - These must be filled in, and spaces alone do not count: first name, last
      name, email, phone, account type, company, company location, company
      website, sales rep, billing street, billing city, billing state, billing
      ZIP, password and password confirmation. Otherwise the buyer sees
      "Please fill in all required fields".
    - A buyer with no sales rep writes "N/A" or "In-house".
    - The password and its confirmation must be the same, otherwise
      "Passwords do not match".
    - Some fields must look like what they are. The email is an address like
      name@company.com; the phone has its area code (10 digits, or up to 15 for
      a number abroad); a ZIP code has 5 digits, or 5 and 4 (78701-1234); the
      website is an address with a dot in it, with or without https://; the
      password has at least 6 characters (the sign-in service's own minimum).
      A field that does not says what is wrong under itself as soon as the
      buyer leaves it, and on sending the buyer sees
      "Please correct the highlighted fields". Nothing is sent.
    - An email that already has an account is refused with "This email already
      has an account", and the buyer is offered to sign in or to reset the
      password. What the buyer typed stays, the passwords too.
    - The resale tax exempt form is optional. It must be a PDF, JPG or PNG file,
      otherwise "Please upload a PDF, JPG, or PNG file for the resale tax exempt
      form", and smaller than 5MB, otherwise "File size must be less than 5MB".
    - EIN, shipping address, additional details and birth date are optional.
    - "Same as billing address" uses the billing street, city, state and ZIP as
      the shipping address.
    - Names are sent without the spaces around them; the birth date is sent as
      an ISO date. The password goes only to the sign-in service.
    - A new account waits for approval. Signing in before that shows the
      "Account Under Review" notice for 10 seconds, then signs the buyer out.

  Background:
    Given a buyer has filled in the Create Account form:
      | field                  | value                       |
      | first name             | Dana                        |
      | last name              | Reyes                       |
      | email                  | dana@brightpath.example     |
      | phone                  | 512-555-0100                |
      | account type           | Dealer                      |
      | company                | Brightpath Landscape Supply |
      | company location       | Store 14                    |
      | company website        | https://brightpath.example  |
      | sales rep              | Jamie Cole                  |
      | billing street         | 12 Elm Street               |
      | billing city           | Austin                      |
      | billing state          | TX                          |
      | billing ZIP            | 78701                       |
      | password               | Lantern2026!                |
      | password confirmation  | Lantern2026!                |

  Scenario Outline: Leaving "<field>" blank stops the account being created
    When the buyer empties the "<field>" field
    And the buyer sends the form
    Then the buyer sees "Please fill in all required fields"
    And no account is created

    Examples:
      | field                 |
      | first name            |
      | last name             |
      | email                 |
      | phone                 |
      | company               |
      | company location      |
      | company website       |
      | sales rep             |
      | billing street        |
      | billing city          |
      | billing state         |
      | billing ZIP           |
      | password              |
      | password confirmation |

  Scenario: A field holding only spaces counts as blank
    When the buyer writes "   " in the "company" field
    And the buyer sends the form
    Then the buyer sees "Please fill in all required fields"
    And no account is created

  Scenario Outline: The sales rep "<sales rep>" is accepted
    When the buyer writes "<sales rep>" in the "sales rep" field
    And the buyer sends the form
    Then the buyer sees "Registration Successful!"

    Examples:
      | sales rep  |
      | N/A        |
      | In-house   |
      | Jamie Cole |

  Scenario: Passwords that differ
    When the buyer writes "Lantern2025!" in the "password confirmation" field
    And the buyer sends the form
    Then the buyer sees "Passwords do not match"
    And no account is created

  Scenario Outline: A resale tax exempt form of <size> as <kind>
    When the buyer attaches the resale form "<file>" of <size>
    And the buyer sends the form
    Then the buyer sees "<message>"

    Examples:
      | file        | kind           | size   | message                                                              |
      | resale.pdf  | a PDF          | 1 MB   | Registration Successful!                                             |
      | resale.jpg  | a JPG          | 4.9 MB | Registration Successful!                                             |
      | resale.png  | a PNG          | 2 MB   | Registration Successful!                                             |
      | resale.docx | a Word file    | 1 MB   | Please upload a PDF, JPG, or PNG file for the resale tax exempt form |
      | resale.gif  | a GIF image    | 1 MB   | Please upload a PDF, JPG, or PNG file for the resale tax exempt form |
      | resale.pdf  | a PDF          | 5 MB   | File size must be less than 5MB                                      |
      | resale.pdf  | a PDF          | 12 MB  | File size must be less than 5MB                                      |

  Scenario Outline: A resale tax exempt form is judged by what it holds, not only by its name: <content> named <file>
    When the buyer attaches the resale form "<file>" holding "<content>"
    And the buyer sends the form
    Then the buyer sees "<message>"

    Examples:
      | file       | content           | message                                                              |
      | resale.pdf | a PDF             | Registration Successful!                                             |
      | resale.pdf | a JPEG photo      | Registration Successful!                                             |
      | resale.pdf | a Windows program | Please upload a PDF, JPG, or PNG file for the resale tax exempt form |
      | resale.png | a GIF image       | Please upload a PDF, JPG, or PNG file for the resale tax exempt form |
      | resale.jpg | a Word file       | Please upload a PDF, JPG, or PNG file for the resale tax exempt form |
      | resale.pdf | nothing           | The chosen file is empty                                             |

  Scenario: What the shop sends about the new account
    When the buyer writes "  Dana  " in the "first name" field
    And the buyer writes "1985-04-12" in the "birth date" field
    And the buyer ticks "Same as billing address"
    And the buyer sends the form
    Then the buyer sees "Registration Successful!"
    And the new account's profile holds:
      | field            | value                    |
      | first name       | Dana                     |
      | birth date       | 1985-04-12T00:00:00.000Z |
      | shipping street  | 12 Elm Street            |
      | shipping city    | Austin                   |
      | shipping state   | TX                       |
      | shipping ZIP     | 78701                    |
      | account type     | DEALER                   |
      | approved         | no                       |
    And the password was not sent with the profile

  Scenario Outline: "<value>" in the "<field>" field is refused before anything is sent
    When the buyer writes "<value>" in the "<field>" field
    And the buyer sends the form
    Then the buyer sees "Please correct the highlighted fields"
    And the "<field>" field says "<message>"
    And no account is created

    Examples:
      | field           | value           | message                                                    |
      | email           | not-an-email    | Enter an email address like name@company.com               |
      | email           | dana@brightpath | Enter an email address like name@company.com               |
      | phone           | abc             | Enter a phone number with its area code, like 512-555-0100 |
      | phone           | 555-0100        | Enter a phone number with its area code, like 512-555-0100 |
      | billing ZIP     | ABCDE           | Enter a 5-digit ZIP code, like 78701                       |
      | billing ZIP     | 7870            | Enter a 5-digit ZIP code, like 78701                       |
      | shipping ZIP    | 787O1           | Enter a 5-digit ZIP code, like 78701                       |
      | company website | samlighting     | Enter a website address, like www.company.com              |
      | company website | https://        | Enter a website address, like www.company.com              |

  Scenario: A password shorter than 6 characters is refused before anything is sent
    When the buyer writes "Lamp5" in the "password" field
    And the buyer writes "Lamp5" in the "password confirmation" field
    And the buyer sends the form
    Then the buyer sees "Please correct the highlighted fields"
    And the "password" field says "Use at least 6 characters for the password"
    And no account is created

  Scenario Outline: "<value>" is accepted in the "<field>" field
    When the buyer writes "<value>" in the "<field>" field
    And the buyer sends the form
    Then the buyer sees "Registration Successful!"

    Examples:
      | field           | value                               |
      | email           | Dana.Reyes+trade@brightpath.example |
      | phone           | (512) 555-0100                      |
      | phone           | +1 512 555 0100                     |
      | phone           | +44 20 7946 0958                    |
      | billing ZIP     | 78701-1234                          |
      | company website | brightpath.example                  |
      | company website | www.brightpath.example              |
      | company website | http://brightpath.example/trade     |

  Scenario: A password of exactly 6 characters is accepted
    When the buyer writes "Lamp56" in the "password" field
    And the buyer writes "Lamp56" in the "password confirmation" field
    And the buyer sends the form
    Then the buyer sees "Registration Successful!"

  Scenario: An email that already has an account
    Given an account already exists for "dana@brightpath.example"
    When the buyer sends the form
    Then the buyer sees "This email already has an account"
    And the "email" field says "This email already has an account"
    And the buyer is signed out

  Scenario: After registering, the buyer is signed out and taken home
    When the buyer sends the form
    Then the buyer sees "Registration Successful!"
    And the buyer is signed out
    And 2 seconds later the buyer is taken to the home page

  Scenario: A new account cannot stay signed in until it is approved
    Given the buyer has registered
    When the buyer signs in as "dana@brightpath.example" with "Lantern2026!"
    Then the buyer sees the "Account Under Review" notice
    And 10 seconds later the buyer is signed out
    And 2 seconds later the buyer is taken to the home page

  Scenario: Once approved, the buyer signs in and sees their own prices
    Given the buyer has registered
    And the admin team has approved "dana@brightpath.example"
    When the buyer signs in as "dana@brightpath.example" with "Lantern2026!"
    Then the buyer is signed in as a Dealer
