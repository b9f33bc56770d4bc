resource "azurerm_linux_web_app" "api" {
  name                = "api"
  resource_group_name = azurerm_resource_group.main.name
  service_plan_id     = azurerm_service_plan.main.id
  https_only          = true
  site_config {
    minimum_tls_version = "1.2"
  }
}

resource "azurerm_service_plan" "main" {
  name     = "main"
  os_type  = "Linux"
  sku_name = "P1v3"
}
