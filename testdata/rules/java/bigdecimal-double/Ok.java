import java.math.BigDecimal;

class Price {
    BigDecimal rate = new BigDecimal("0.1");
    BigDecimal fee = BigDecimal.valueOf(2.5);
    BigDecimal count = new BigDecimal(10);
}
