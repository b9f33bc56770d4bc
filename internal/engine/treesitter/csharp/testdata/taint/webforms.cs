using System;
using System.Data.SqlClient;
using System.Web;
using System.Web.UI;
using System.Web.UI.WebControls;

// Web Forms: what the client typed into a page's controls.
public partial class SearchPage : Page
{
    protected Label lblResult;
    protected Literal litHtml;
    protected HiddenField hdnId;
    private readonly SqlConnection _conn;

    protected void btnSearch_Click(object sender, EventArgs e)
    {
        // txtName is declared in SearchPage.aspx.designer.cs.
        var cmd = new SqlCommand("SELECT * FROM Users WHERE Name = '" + txtName.Text + "'", _conn); // want "csharp/sql-injection"
        new SqlCommand("DELETE FROM T WHERE Id = " + hdnId.Value, _conn).ExecuteNonQuery(); // want "csharp/sql-injection"
        lblResult.Text = "You searched for " + txtName.Text; // want "csharp/xss"
        litHtml.Text = HttpUtility.HtmlEncode(txtName.Text);
        lblResult.Text = "Found " + lblResult.Text.Length;
        var safe = new SqlCommand("SELECT * FROM Users WHERE Name = @n", _conn);
        safe.Parameters.AddWithValue("@n", txtName.Text);
    }
}
