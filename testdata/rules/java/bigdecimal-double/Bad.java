import java.math.BigDecimal;

class Price {
    BigDecimal rate = new BigDecimal(0.1); // want "java/bigdecimal-double"
    BigDecimal fee = new BigDecimal(-2.5); // want "java/bigdecimal-double"
}
