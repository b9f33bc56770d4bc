pragma solidity 0.8.24;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
}

contract Sale {
    IERC20 public token;
    uint256 public constant GOAL = 1_000_000e18;
    uint256 public raised;

    function close() external view returns (bool) {
        return token.balanceOf(address(this)) >= GOAL;
    }

    function closedByAccounting() external view returns (bool) {
        return raised == GOAL;
    }

    function empty() external view returns (bool) {
        return token.balanceOf(address(this)) == 0;
    }

    function holds(address user) external view returns (bool) {
        return token.balanceOf(user) == GOAL;
    }
}

contract Sweep {
    IERC20 public token;

    function idle() external view returns (bool) {
        return 0 == token.balanceOf(address(this));
    }
}
