const ORDER_ID = 12345678901234567891;  // want "javascript/loss-of-precision"
