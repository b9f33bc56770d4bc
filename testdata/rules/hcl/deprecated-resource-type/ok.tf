resource "aws_s3_object" "index" {
  bucket = aws_s3_bucket.site.id
  key    = "index.html"
  source = "index.html"
}

resource "azurerm_linux_web_app" "web" {
  name                = "web"
  location            = var.location
  resource_group_name = var.rg
  service_plan_id     = azurerm_service_plan.plan.id
  site_config {}
}

locals {
  init = templatefile("init.tpl", { name = var.name })
}
