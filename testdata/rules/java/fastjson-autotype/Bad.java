import com.alibaba.fastjson.JSON;
import com.alibaba.fastjson.parser.Feature;
import com.alibaba.fastjson.parser.ParserConfig;

class Parse {
  Object read(String s) {
    ParserConfig.getGlobalInstance().setAutoTypeSupport(true); // want "java/fastjson-autotype"
    return JSON.parseObject(s, Object.class, Feature.SupportAutoType); // want "java/fastjson-autotype"
  }
}
