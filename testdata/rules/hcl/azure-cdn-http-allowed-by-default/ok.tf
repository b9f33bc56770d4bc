resource "azurerm_cdn_endpoint" "https_only" {
  name                = "https-only"
  profile_name        = azurerm_cdn_profile.site.name
  location            = azurerm_resource_group.site.location
  resource_group_name = azurerm_resource_group.site.name
  is_http_allowed     = false

  origin {
    name      = "storage"
    host_name = azurerm_storage_account.site.primary_web_host
  }
}

resource "azurerm_cdn_endpoint" "redirects" {
  name                = "redirects"
  profile_name        = azurerm_cdn_profile.site.name
  location            = azurerm_resource_group.site.location
  resource_group_name = azurerm_resource_group.site.name

  origin {
    name      = "storage"
    host_name = azurerm_storage_account.site.primary_web_host
  }

  delivery_rule {
    name  = "httpsredirect"
    order = 1

    request_scheme_condition {
      operator     = "Equal"
      match_values = ["HTTP"]
    }

    url_redirect_action {
      redirect_type = "PermanentRedirect"
      protocol      = "Https"
    }
  }
}
