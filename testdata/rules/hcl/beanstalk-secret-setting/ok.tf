resource "aws_elastic_beanstalk_environment" "web" {
  name                = "web"
  application         = aws_elastic_beanstalk_application.app.name
  solution_stack_name = "64bit Amazon Linux 2023 v4.3.0 running Python 3.11"
  setting {
    namespace = "aws:elasticbeanstalk:application:environment"
    name      = "DJANGO_SECRET_KEY"
    value     = var.django_secret_key
  }
  setting {
    namespace = "aws:elasticbeanstalk:application:environment"
    name      = "DJANGO_SETTINGS_MODULE"
    value     = "app.settings.production"
  }
  setting {
    namespace = "aws:elasticbeanstalk:application:environment"
    name      = "TOKEN_TTL_SECONDS"
    value     = "${var.token_ttl}"
  }
  setting {
    namespace = "aws:elasticbeanstalk:application:environment"
    name      = "DB_SECRET_NAME"
    value     = "prod/orders/db"
  }
}
