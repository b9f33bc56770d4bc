public class BioTagHelper : TagHelper {
    public IHtmlContent Render(IHtmlHelper Html, Profile p) {
        var a = Html.Raw("<br/>");
        return new HtmlString(HtmlEncoder.Default.Encode(p.Signature));
    }
}
