pragma solidity 0.8.24;

contract Payroll {
    address[] public members;

    function total(uint256[] calldata xs) external pure returns (uint256 s) {
        for (uint256 i = 0; i < xs.length; i++) {
            s += xs[i];
        }
    }

    function count() external view returns (uint256 n) {
        for (uint256 i = 0; i < members.length; i++) {
            n++;
        }
    }
}

contract Batch {
    event X(address);

    function run(address[] calldata targets) external {
        for (uint256 i = 0; i < targets.length; ++i) {
            emit X(targets[i]);
        }
    }
}
