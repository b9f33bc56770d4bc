import org.apache.commons.text.StringSubstitutor;

class Render {
  String render(String template) {
    return StringSubstitutor.createInterpolator().replace(template); // want "java/commons-text-interpolation"
  }
}
