resource "azurerm_cdn_endpoint" "site" {
  name                = "site"
  profile_name        = azurerm_cdn_profile.main.name
  location            = "westeurope"
  resource_group_name = azurerm_resource_group.main.name
  is_http_allowed     = false
  origin {
    name      = "origin"
    host_name = "www.example.com"
  }
}

resource "azurerm_api_management_api" "orders" {
  name                = "orders"
  resource_group_name = azurerm_resource_group.main.name
  api_management_name = azurerm_api_management.main.name
  revision            = "1"
  protocols           = ["https"]
}

resource "azurerm_spring_cloud_api_portal" "portal" {
  name                    = "default"
  spring_cloud_service_id = azurerm_spring_cloud_service.main.id
  gateway_ids             = [azurerm_spring_cloud_gateway.main.id]
  https_only_enabled      = true
}
