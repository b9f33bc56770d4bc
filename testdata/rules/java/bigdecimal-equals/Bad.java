import java.math.BigDecimal;

class Invoice {
    private BigDecimal total;

    boolean isFree() {
        return total.equals(BigDecimal.ZERO); // want "java/bigdecimal-equals"
    }

    boolean nothingDue(BigDecimal balance) {
        return BigDecimal.ZERO.equals(balance); // want "java/bigdecimal-equals"
    }
}
