package example;

import javax.faces.context.ExternalContext;
import javax.faces.context.FacesContext;

public class FacesSafe {
    void next() throws Exception {
        ExternalContext ec = FacesContext.getCurrentInstance().getExternalContext();
        ec.redirect(ec.getRequestContextPath() + "/home.xhtml");
    }
}
