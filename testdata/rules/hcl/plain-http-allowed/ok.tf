resource "azurerm_storage_account" "data" {
  name                       = "data"
  account_tier               = "Standard"
  account_replication_type   = "LRS"
  https_traffic_only_enabled = true
}

resource "aws_cloudfront_distribution" "site" {
  enabled = true
  default_cache_behavior {
    target_origin_id       = "site"
    viewer_protocol_policy = "redirect-to-https"
  }
}

resource "azurerm_linux_web_app" "api" {
  name       = "api"
  https_only = true
  site_config {
    ftps_state = "FtpsOnly"
  }
}

resource "aws_cloudfront_distribution" "api" {
  enabled = true
  origin {
    domain_name = aws_lb.api.dns_name
    origin_id   = "api"
    custom_origin_config {
      http_port              = 80
      https_port             = 443
      origin_protocol_policy = "https-only"
      origin_ssl_protocols   = ["TLSv1.2"]
    }
  }
}

resource "aws_sns_topic_subscription" "hook" {
  topic_arn = aws_sns_topic.events.arn
  protocol  = "https"
  endpoint  = "https://example.com/hook"
}
