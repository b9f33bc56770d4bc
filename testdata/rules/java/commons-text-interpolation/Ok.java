import java.util.Map;
import org.apache.commons.text.StringSubstitutor;

class Render {
  String render(String template, Map<String, String> values) {
    String home = StringSubstitutor.createInterpolator().replace("${sys:user.home}");
    return new StringSubstitutor(values).replace(template) + home;
  }
}
