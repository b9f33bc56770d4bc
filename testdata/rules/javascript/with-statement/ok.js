config.timeout = 10;
