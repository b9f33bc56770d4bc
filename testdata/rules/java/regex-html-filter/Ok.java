import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletRequestWrapper;
import org.owasp.encoder.Encode;

public class EncodingWrapper extends HttpServletRequestWrapper {
    public EncodingWrapper(HttpServletRequest request) {
        super(request);
    }

    @Override
    public String getParameter(String name) {
        String v = super.getParameter(name);
        return v == null ? null : Encode.forHtml(v);
    }

    // Encoding, not deleting: every < becomes text.
    String escape(String s) {
        return s.replace("<", "&lt;").replace(">", "&gt;");
    }

    // Whitespace normalization in a filter: nothing about markup.
    String strip(String s) {
        return s.replaceAll("\\s+", " ");
    }
}

class Templates {
    // Not a filter: a template placeholder removed from generated text.
    String render(String t) {
        return t.replace("<script>", "");
    }
}
