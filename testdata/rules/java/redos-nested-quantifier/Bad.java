import java.util.regex.Pattern;

class Validator {
  static final Pattern EMAIL = Pattern.compile("^([a-zA-Z0-9]+)*@example\\.com$"); // want "java/redos-nested-quantifier"

  static final Pattern PAIRS = Pattern.compile("^(x+x+)+y$"); // want "java/redos-nested-quantifier"

  boolean words(String s) {
    return s.matches("(\\w+)+!"); // want "java/redos-nested-quantifier"
  }

  // the separator is optional, so (\w+\s?)+ splits a run of letters every way
  boolean sentence(String s) {
    return s.matches("^(\\w+\\s?)+$"); // want "java/redos-nested-quantifier"
  }
}
