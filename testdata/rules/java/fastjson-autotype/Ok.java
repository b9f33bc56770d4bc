import com.alibaba.fastjson.JSON;
import com.alibaba.fastjson.parser.ParserConfig;

class Parse {
  User read(String s) {
    ParserConfig.getGlobalInstance().setAutoTypeSupport(false);
    ParserConfig.getGlobalInstance().setSafeMode(true);
    return JSON.parseObject(s, User.class);
  }
}
