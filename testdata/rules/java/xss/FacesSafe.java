package example;

import java.io.Writer;
import javax.faces.context.ExternalContext;
import javax.faces.context.FacesContext;
import org.owasp.encoder.Encode;

public class FacesSafe {
    void echo() throws Exception {
        ExternalContext ec = FacesContext.getCurrentInstance().getExternalContext();
        String q = ec.getRequestParameterMap().get("q");
        Writer w = ec.getResponseOutputWriter();
        w.write("<p>" + Encode.forHtml(q) + "</p>");
    }
}
