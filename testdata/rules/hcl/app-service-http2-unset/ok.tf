resource "azurerm_linux_web_app" "web" {
  name                = "web"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  service_plan_id     = azurerm_service_plan.plan.id
  site_config {
    http2_enabled       = true
    minimum_tls_version = "1.2"
  }
}

resource "azurerm_windows_function_app" "fn" {
  name                 = "fn"
  resource_group_name  = azurerm_resource_group.rg.name
  location             = azurerm_resource_group.rg.location
  service_plan_id      = azurerm_service_plan.plan.id
  storage_account_name = azurerm_storage_account.fn.name
  dynamic "site_config" {
    for_each = [var.site]
    content {
      http2_enabled = site_config.value.http2
    }
  }
}
