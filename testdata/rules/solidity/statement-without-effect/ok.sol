pragma solidity 0.8.24;

contract Bank {
    mapping(address => uint256) balances;

    function reset(address who) external {
        balances[who] = 0;
        require(balances[who] == 0);
    }
}

library Loop {
    function count(uint256 n) internal pure returns (uint256 c) {
        for (uint256 i = 0; i < n; ++i) {
            c += 1;
        }
    }
}
