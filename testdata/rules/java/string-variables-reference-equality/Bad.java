import javax.servlet.http.HttpServletRequest;

class RoleCheck {
    boolean isOwner(String currentUser, String owner) {
        return currentUser == owner; // want "java/string-variables-reference-equality"
    }

    boolean changed(HttpServletRequest request, String saved) {
        String submitted = request.getParameter("token");
        if (submitted != saved) { // want "java/string-variables-reference-equality"
            return true;
        }
        return false;
    }
}
