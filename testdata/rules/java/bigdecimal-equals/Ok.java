import java.math.BigDecimal;
import java.util.Objects;

class Invoice {
    private BigDecimal total;
    private String currency;

    boolean isFree() {
        return total.compareTo(BigDecimal.ZERO) == 0;
    }

    boolean sameCurrency(String other) {
        return currency.equals(other);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Invoice)) {
            return false;
        }
        Invoice that = (Invoice) o;
        return total.equals(that.total) && Objects.equals(currency, that.currency);
    }

    @Override
    public int hashCode() {
        return Objects.hash(total, currency);
    }
}
