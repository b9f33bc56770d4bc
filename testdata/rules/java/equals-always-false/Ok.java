class Checks {
    boolean missing(String name, int code) {
        if (name == null) {
            return true;
        }
        return "1".equals(String.valueOf(code)) || Objects.equals(name, null);
    }
}
class ContractTest {
  static void assertEqualsContract(Object a) {
    org.junit.Assert.assertFalse(a.equals(null));
    org.assertj.core.api.Assertions.assertThat(a.equals(null)).isFalse();
  }
}
