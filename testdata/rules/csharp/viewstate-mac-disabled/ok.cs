public partial class Checkout : System.Web.UI.Page {
    protected void Page_Init(object sender, System.EventArgs e) {
        ViewStateUserKey = Session.SessionID;
    }
}
