pragma solidity 0.8.24;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
}

contract Sale {
    IERC20 public token;
    uint256 public constant GOAL = 1_000_000e18;
    bool public closed;

    function close() external {
        require(token.balanceOf(address(this)) == GOAL, "goal not met"); // want "solidity/strict-token-balance-equality"
        closed = true;
    }

    function open() external view {
        require(GOAL != token.balanceOf(address(this))); // want "solidity/strict-token-balance-equality"
    }
}
