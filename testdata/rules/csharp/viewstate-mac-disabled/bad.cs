public partial class Checkout : System.Web.UI.Page {
    protected void Page_Init(object sender, System.EventArgs e) {
        EnableViewStateMac = false; // want "csharp/viewstate-mac-disabled"
        this.EnableViewStateMac = false; // want "csharp/viewstate-mac-disabled"
    }
}
