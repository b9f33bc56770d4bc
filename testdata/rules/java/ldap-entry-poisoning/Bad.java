import javax.naming.directory.SearchControls;

class Directory {
  SearchControls controls(String[] attrs) {
    SearchControls c = new SearchControls(SearchControls.SUBTREE_SCOPE, 100, 5000, attrs, true, false); // want "java/ldap-entry-poisoning"
    c.setReturningObjFlag(true); // want "java/ldap-entry-poisoning"
    return c;
  }
}
