package example;

import java.io.Writer;
import javax.faces.context.ExternalContext;
import javax.faces.context.FacesContext;

public class Faces {
    void echo() throws Exception {
        ExternalContext ec = FacesContext.getCurrentInstance().getExternalContext();
        String q = ec.getRequestParameterMap().get("q");
        Writer w = ec.getResponseOutputWriter();
        w.write("<p>" + q + "</p>"); // want "java/xss"
    }
}
