import javax.naming.directory.SearchControls;

class Directory {
  SearchControls controls(String[] attrs) {
    SearchControls c = new SearchControls(SearchControls.SUBTREE_SCOPE, 100, 5000, attrs, false, true);
    c.setReturningObjFlag(false);
    return c;
  }
}
