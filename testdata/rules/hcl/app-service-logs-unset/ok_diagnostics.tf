resource "azurerm_windows_web_app" "web" {
  name                = "web"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  service_plan_id     = azurerm_service_plan.plan.id
  site_config {}
}

resource "azurerm_monitor_diagnostic_setting" "web" {
  name                       = "web"
  target_resource_id         = azurerm_windows_web_app.web.id
  log_analytics_workspace_id = azurerm_log_analytics_workspace.main.id
  enabled_log {
    category = "AppServiceHTTPLogs"
  }
}
