package example;

import java.io.Writer;
import java.util.Map;
import javax.faces.context.ExternalContext;
import javax.faces.context.FacesContext;

public class Faces {
    void next() throws Exception {
        ExternalContext ec = FacesContext.getCurrentInstance().getExternalContext();
        Map<String, String> params = ec.getRequestParameterMap();
        String target = params.get("next");
        ec.redirect(target); // want "java/open-redirect"
    }
}
