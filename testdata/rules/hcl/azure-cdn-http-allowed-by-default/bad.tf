resource "azurerm_cdn_endpoint" "site" { # want "hcl/azure-cdn-http-allowed-by-default"
  name                = "site"
  profile_name        = azurerm_cdn_profile.site.name
  location            = azurerm_resource_group.site.location
  resource_group_name = azurerm_resource_group.site.name

  origin {
    name      = "storage"
    host_name = azurerm_storage_account.site.primary_web_host
  }
}
