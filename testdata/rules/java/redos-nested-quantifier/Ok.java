import java.util.regex.Pattern;

class Validator {
  static final Pattern EMAIL = Pattern.compile("^[a-zA-Z0-9]+@example\\.com$");
  static final Pattern VERSION = Pattern.compile("(\\d+)(\\.\\d+)?");
  static final Pattern ATOMIC = Pattern.compile("(?>\\w+)+!");
  static final Pattern POSSESSIVE = Pattern.compile("(\\w++)+!");
  static final Pattern PLUS = Pattern.compile("(a\\+)+");
  static final Pattern DOTTED = Pattern.compile("^[a-z]+(\\.[a-z]+)*$");
  static final Pattern OCTETS = Pattern.compile("^(\\d+\\.)+\\d+$");

  boolean words(String s) {
    return s.matches("\\w+!");
  }

  // a required separator leaves one way to split
  boolean dotted(String s) {
    return s.matches("^(\\w+\\.)+\\w+$") && s.matches("^[a-z]+(-[a-z]+)*$");
  }
}
